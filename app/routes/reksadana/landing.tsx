export default function Landing() {
  return <h1>Celengan</h1>;
}
