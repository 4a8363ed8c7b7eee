import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildApp, propsFromContext } from './stacks/index.ts';

const app = new App();
buildApp(app, propsFromContext(app));
// cdk-nag 3 is a policy-validation plugin: an unacknowledged AwsSolutions error fails `cdk synth`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
