// "What to expect": a numbered list of the steps of a job, as an ordered list
// so screen readers announce "1 of 4".
export type Step = { title: string; text: string };

export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="steps">
      {steps.map((s) => (
        <li key={s.title} className="step">
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
