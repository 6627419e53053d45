// The company scenarios feature as other features see it: a scenario for practice, and copying one in.
export { insertScenario, scenarioForPractice, withCreators } from "./service";
