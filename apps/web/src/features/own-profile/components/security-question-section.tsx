/**
 * 'Pergunta de segurança' on the own profile: the user chooses one of the domain's
 * questions, types the answer and confirms with the current password; staff ask it in the back
 * office. Only while the second factor is Ativo — otherwise one line says why it is not
 * offered. The contract's schema checks the form (the answer's rules are the server's); a wrong
 * password lands under its field; typed values guard leaving the page (the form kit). The answer is
 * never shown back: the section says which question is set.
 */
import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ownSecurityQuestionBodySchema, type OwnProfile } from '@painel/contracts';
import {
  PASSWORD_MAX,
  SECURITY_ANSWER_MAX,
  SECURITY_QUESTIONS,
  isSecurityQuestion,
  ownPasswordMessages,
  securityQuestionMessages as m,
} from '@painel/domain';
import {
  FormPasswordField,
  FormSelectField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
  serverErrorMessage,
} from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useSetSecurityQuestion } from '../api/set-security-question';

const OPTIONS = SECURITY_QUESTIONS.map((question) => ({ value: question, label: question }));

type State = NonNullable<OwnProfile['securityQuestion']>;

export function SecurityQuestionSection({ state }: { state: State }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 3, mt: 3 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {m.sectionTitle}
      </Typography>
      {state.mfaActive ? (
        <SecurityQuestionForm question={state.question} />
      ) : (
        <Typography color="text.secondary">{m.mfaInactive}</Typography>
      )}
    </Paper>
  );
}

function SecurityQuestionForm({ question }: { question: string | null }) {
  const toast = useToast();
  const hintId = useId();
  const save = useSetSecurityQuestion();
  const defaults = useMemo(
    // A question no longer on the list (set before it) is not preselected: the user picks again.
    () => ({
      question: isSecurityQuestion(question) ? question : undefined,
      answer: '',
      currentPassword: '',
    }),
    [question],
  );
  const form = useSchemaForm(ownSecurityQuestionBodySchema, { defaultValues: defaults });
  const { reset, setError, showServerError } = form;

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {m.sectionHint}
      </Typography>
      <Typography sx={{ mb: 2.5, fontWeight: 500 }}>
        {question ? m.currentQuestion(question) : m.noQuestion}
      </Typography>
      <SchemaForm
        form={form}
        guard={!save.isPending}
        onSubmit={(values) =>
          // The saved question refetches the profile; mutateAsync's promise settles whatever re-renders.
          save.mutateAsync(values).then(
            (answer) => {
              reset({ question: values.question, answer: '', currentPassword: '' });
              toast.success(answer.message);
            },
            (error: unknown) => {
              if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_INVALID') {
                setError('currentPassword', { message: error.message });
                return;
              }
              showServerError(error, (failure) => toast.error(serverErrorMessage(failure)));
            },
          )
        }
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormSelectField
            name="question"
            id="security-question-question"
            label={m.question}
            options={OPTIONS}
          />
        </Box>
        <Box>
          <FormTextField
            name="answer"
            id="security-question-answer"
            label={m.answer}
            autoComplete="off"
            maxLength={SECURITY_ANSWER_MAX}
            describedBy={hintId}
          />
          <Typography
            id={hintId}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5, mx: 1.75 }}
          >
            {m.answerHint}
          </Typography>
        </Box>
        <FormPasswordField
          name="currentPassword"
          id="security-question-password"
          label={ownPasswordMessages.currentPassword}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
        />
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {m.save}
          </Button>
        </Box>
      </SchemaForm>
    </>
  );
}
