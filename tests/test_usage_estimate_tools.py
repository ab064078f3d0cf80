"""usage.json's offline estimate and retry counts (a new user's trial, session 35): the estimate of a request whose
server sent no usage counts the tool schemas the request carried, by the counter the context budget uses
(``agents.tokens.tool_tokens``; had counted the messages alone, 700–1,150 tokens a call low); a context-length
resend counts in ``retried`` like every ``model_retried``; a request that timed out has its prompt counted in
``timed_out_prompt_tokens``; each request is one line of the run's call log."""
from __future__ import annotations

import asyncio
from types import SimpleNamespace

from autogen_core.models import CreateResult, RequestUsage, SystemMessage, UserMessage

from agents.call_counts import request_tokens
from agents.guard import RoleModelClient
from agents.http_client import ServerStatusError
from agents.tokens import message_tokens, tool_tokens

MESSAGES = [SystemMessage(content="You are the munshi of a kirana shop."),
            UserMessage(content="Day 3, books turn: check the books and report them.", source="user")]
TOOLS = [{"name": "check_books", "description": "The shop's books: sales, till, payables.",
          "parameters": {"type": "object", "properties": {"day": {"type": "integer", "description": "the day"}},
                         "required": []}}]


class _Inner:
    """A served model's client (no ``policy``: not scripted) whose answers carry no usage; ``fail`` first."""
    model_info = {"vision": False, "function_calling": True, "json_output": False, "family": "unknown",
                  "structured_output": False}

    def __init__(self, fail=()):
        self.fail = list(fail)

    async def create(self, messages, **kwargs):
        if self.fail:
            raise self.fail.pop(0)
        return CreateResult(finish_reason="stop", content="Done for this turn.", cached=False,
                            usage=RequestUsage(prompt_tokens=0, completion_tokens=0))


class _Log:
    def __init__(self):
        self.lines = []

    def write(self, role, day, outcome, **counts):
        self.lines.append((role, day, outcome, {k: v for k, v in counts.items() if v}))


def _client(inner):
    retried = []
    hooks = SimpleNamespace(turn_over=lambda role: False, tools_now=lambda role, tools: tools,
                            shop=SimpleNamespace(state=SimpleNamespace(day=3)),
                            retried=lambda *args: retried.append(args[-1]), context=lambda role: _Context(),
                            note=lambda *a: None, bad_call=lambda *a: None, reasoning=lambda *a, **k: None,
                            answered=lambda *a: None)
    settings = SimpleNamespace(retries=2, on_model_error="stop", max_answer_chars=10_000, context_window_tokens=None,
                               stop_after_failures_in_row=3)
    client = RoleModelClient(inner, "munshi", {"check_books"}, hooks, settings, backoff_s=0.0)
    client.call_log = _Log()
    return client, retried


class _Context:
    def tokens(self):
        return 400

    def evict_to(self, target):
        pass

    def lower_budget(self, tokens):  # a stated window holds for the rest of the run (agents.context)
        self.lowered = tokens

    async def get_messages(self):
        return MESSAGES[1:]


def test_the_estimate_of_a_request_without_usage_counts_its_tool_schemas():
    client, _ = _client(_Inner())
    asyncio.run(client.create(MESSAGES, tools=TOOLS))
    messages = sum(message_tokens(m) for m in MESSAGES)
    tools = tool_tokens(TOOLS)
    assert (messages, tools) == (30, 85)        # this request by the offline counter: the schema is 3/4 of it
    assert client.estimated_prompt_tokens == request_tokens(MESSAGES, TOOLS) == messages + tools == 115
    assert client.calls_without_usage == 1 and client.estimated_completion_tokens > 0
    assert client.call_log.lines == [("munshi", 3, "answered", {"estimated_prompt_tokens": 115,
                                                                "estimated_completion_tokens":
                                                                    client.estimated_completion_tokens})]


def test_a_context_length_resend_counts_in_retried_and_a_timeout_in_timed_out_prompt_tokens():
    overflow = ServerStatusError(400, "This model's maximum context length is 2048 tokens")
    client, retried = _client(_Inner(fail=[overflow, TimeoutError("no answer in 10 s")]))
    asyncio.run(client.create(MESSAGES, tools=TOOLS))
    assert retried == ["context_evicted", "backoff"]         # two model_retried events ...
    assert client.retried == 2                               # ... two retries (the resend had counted none)
    assert client.timed_out_prompt_tokens == request_tokens(MESSAGES, TOOLS) == 115  # the resend's prompt
    assert [line[2] for line in client.call_log.lines] == ["failed", "timed_out", "answered"]
    assert client.usage()["timed_out_prompt_tokens"] == client.timed_out_prompt_tokens
