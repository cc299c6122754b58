// The addresses of the auto-redemption pages (issue 18 item 4): spec funds §2.1 names /auto-redemption/{id}/approval
// and /approved; the new-rule form and a running rule's page sit beside them (decision 087).
export const autoRedemptionNewPath = (portfolioId: number, fundId: number) => `/auto-redemption/baru?portfolioId=${portfolioId}&fundId=${fundId}` as const;
export const autoRedemptionEditPath = (id: number) => `/auto-redemption/${id}/ubah` as const;
export const autoRedemptionApprovalPath = (id: number) => `/auto-redemption/${id}/approval` as const;
export const autoRedemptionApprovedPath = (id: number) => `/auto-redemption/${id}/approved` as const;
