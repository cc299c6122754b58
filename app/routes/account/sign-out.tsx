// Placeholder until the accounts work lands (issue 2 item 5).
export default function Page() {
  return null;
}
