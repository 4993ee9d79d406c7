export default function Page() {
  return <h1>Error</h1>;
}
