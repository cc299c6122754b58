// The fund as the detail page's loader sends it (app/routes/reksadana/fund-detail.tsx): the model's
// FundDetail without the chart series, which travel separately in a compact form.
import type { FundDetail } from '~/models/fund-detail.server';

export type FundPageData = Omit<FundDetail, 'chart'>;
