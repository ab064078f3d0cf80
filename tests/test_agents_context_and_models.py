"""The role context (filtering, offline token counts) and model specs; the budget: tests/test_context_budget.py."""
from __future__ import annotations

import asyncio

import pytest
from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage, UserMessage

from agents.context import RoleContext, count_tokens
from agents.models import ModelSpecError, client_from_spec, parse_openai_spec
from agents.scripted_client import ScriptedChatCompletionClient


def _group(i: int, size: int) -> list:
    call = AssistantMessage(content=[FunctionCall(id=f"c{i}", name="read_notes", arguments="{}")], source="manager")
    result = FunctionExecutionResultMessage(content=[FunctionExecutionResult(content="x " * size, call_id=f"c{i}",
                                                                             is_error=False, name="read_notes")])
    return [call, result]


def test_count_tokens_is_offline_and_counts_words_and_marks():
    assert count_tokens("") == 0
    assert count_tokens("rice 40 kg") == 3
    assert count_tokens("₹1,20,000!") == 7          # ₹ 1 , 20 , 000 !
    assert count_tokens("चावल भेजो") >= 2
    assert count_tokens("a" * 40) == 10             # a long run counts one token per 4 characters
    assert count_tokens("_" + "a" * 40) == 1        # a run starting with "_" counts one
    assert count_tokens("x\u00a0y\u2003z\x1c!") == 4  # Unicode spaces separate; "!" is one


def test_count_tokens_is_the_regular_expressions_count_on_every_character():
    """The class-of-character count equals the regular expressions it replaced, over all of Unicode (in runs
    of neighbours, so letters, digits, marks, spaces and signs meet) and over mixed random texts."""
    import random
    import re
    word, long_run = re.compile(r"\w+|[^\w\s]"), re.compile(r"\w{8,}")

    def by_regex(text: str) -> int:
        return len(word.findall(text)) + sum(len(t) // 4 - 1 for t in long_run.findall(text) if t[0].isalnum())

    every = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF) + "\ud800a\udc80"
    for k in range(0, len(every), 3000):
        assert count_tokens(every[k:k + 3000]) == by_regex(every[k:k + 3000])
    rng = random.Random(3)
    pool = "ab9_ \n\t.,₹-…\u0915\u093e\u094d\u0301\u00a0\u2003\u00b2\u0660\U0001f600"
    for _ in range(3000):
        text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 60)))
        assert count_tokens(text) == by_regex(text), repr(text)


def test_broadcasts_from_other_roles_are_dropped():
    ctx = RoleContext("cashier")
    asyncio.run(ctx.add_message(UserMessage(content="I set prices", source="manager")))
    asyncio.run(ctx.add_message(UserMessage(content="Day 2 begins.", source="user")))
    ctx.begin_turn("A customer is at the counter")
    asyncio.run(ctx.add_message(UserMessage(content="mine", source="cashier")))
    kept = asyncio.run(ctx.get_messages())
    assert [(m.source, m.content) for m in kept] == [("shop", "A customer is at the counter"), ("cashier", "mine")]


def test_unbounded_context_never_evicts():
    ctx = RoleContext("manager", None)
    for i in range(50):
        for m in _group(i, 500):
            asyncio.run(ctx.add_message(m))
    ctx.begin_turn("brief")
    assert len(asyncio.run(ctx.get_messages())) == 101


def test_model_specs():
    assert parse_openai_spec("openai:qwen3-8b@http://127.0.0.1:8000/v1") == ("qwen3-8b", "http://127.0.0.1:8000/v1")
    client = client_from_spec("scripted:reference", "manager")
    assert isinstance(client, ScriptedChatCompletionClient)
    loaded = client_from_spec(client.dump_component().model_dump(), "manager")
    assert isinstance(loaded, ScriptedChatCompletionClient) and loaded.policy.role == "manager"
    with pytest.raises(ModelSpecError, match="openai:MODEL@URL"):
        client_from_spec("openai:qwen3", "manager")
    with pytest.raises(ModelSpecError, match="known: .*reference"):
        client_from_spec("scripted:greedy", "cashier")
    with pytest.raises(ModelSpecError, match="tried scripted:NAME, human, openai:MODEL@URL"):
        client_from_spec("gpt-4", "helper")
    with pytest.raises(ModelSpecError, match="could not load component"):
        client_from_spec({"provider": "no.such.Client", "config": {}}, "munshi")


def test_a_server_url_that_does_not_parse_is_refused_when_the_run_starts():
    """``--role manager=openai:m@http://[::1`` passed the spec check and failed only at the first call, five
    retries later; each such URL is now refused by the check, naming the role and what is wrong."""
    from agents.specs import check_model_spec
    for url, why in (("http://[::1", "does not parse"), ("http://", "names no host"),
                     ("http://127.0.0.1:abc/v1", "does not parse"), ("http://127.0.0.1:99999/v1", "does not parse")):
        with pytest.raises(ModelSpecError, match=f"roles.manager.model: .*{why}"):
            check_model_spec(f"openai:m@{url}", "manager")
        with pytest.raises(ModelSpecError, match=why):
            parse_openai_spec(f"openai:m@{url}")
    assert parse_openai_spec("openai:Qwen/Qwen3-8B@http://[::1]:8000/v1") == ("Qwen/Qwen3-8B", "http://[::1]:8000/v1")
    check_model_spec("openai:m@https://example.org/v1", "cashier")  # a usable URL passes


def test_api_key_comes_from_the_environment_and_is_not_in_the_config(monkeypatch):
    monkeypatch.setenv("KIRANA_TEST_KEY", "sk-secret-123")
    client = client_from_spec("openai:m@http://127.0.0.1:9/v1", "manager", api_key_env="KIRANA_TEST_KEY")
    assert client._http.headers["Authorization"] == "Bearer sk-secret-123"   # sent, never stored in a config
    assert "sk-secret" not in repr(vars(client)).replace(repr(client._http), "")


def test_a_server_url_without_http_is_told_with_the_corrected_spec():
    """The new-user trial: ``openai:qwen3-8b@127.0.0.1:8000/v1`` got only "write openai:MODEL@URL"."""
    from agents.specs import check_model_spec
    with pytest.raises(ModelSpecError) as err:
        check_model_spec("openai:qwen3-8b@127.0.0.1:8000/v1", "manager")
    assert str(err.value) == ("roles.manager.model: 'openai:qwen3-8b@127.0.0.1:8000/v1': the server's URL "
                              "'127.0.0.1:8000/v1' needs http:// (or https://) at its start; write "
                              "openai:qwen3-8b@http://127.0.0.1:8000/v1")
    with pytest.raises(ModelSpecError) as err:
        parse_openai_spec("openai:q@localhost:8000")
    assert err.value.corrected == "openai:q@http://localhost:8000"
    parse_openai_spec(err.value.corrected)                   # the spec shown is one that is accepted
