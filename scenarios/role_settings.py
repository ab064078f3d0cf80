"""A staff role's settings in a scenario: who plays it, its working day, its model's limits and context policy.

Times of day are ``"HH:MM"`` strings; ``minutes_per_day`` is simulated minutes;
``timeout_s`` is real seconds; token counts are the model's tokens.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictFloat, StrictInt

from scenarios.clock import Clock
from scenarios.section import Section

__all__ = ["ContextSettings", "Price", "RoleSettings", "server_down_wait_default"]

#: ``server_down_wait_s`` when a scenario does not set it: 5 minutes, time for a model server to restart.
SERVER_DOWN_WAIT_S = 300.0


def server_down_wait_default() -> float:
    """What ``roles.ROLE.server_down_wait_s: null`` (the default) means, in seconds: ``$KIRANA_SERVER_DOWN_WAIT_S``
    when set (the test suite sets 0, so its dead-server runs stop after their retries as they did), else
    ``SERVER_DOWN_WAIT_S``. Read by the model guard when a request fails (not into the scenario: its digest, which
    keys the shipped data, stays the same whatever the variable). Raises ValueError for a value not a number."""
    import os
    said = os.environ.get("KIRANA_SERVER_DOWN_WAIT_S", "").strip()
    return float(said) if said else SERVER_DOWN_WAIT_S


class ContextSettings(Section):
    """What a role's model is sent on each call (agents/context.py).

    ``bounded``: the system message, the shop's summary for the role, and today's turns, within
    ``budget_tokens`` (the whole request, tool schemas included, counted offline); ``unbounded``:
    every message of the month (only for experiments: it soon outgrows any model's window).
    """
    policy: Literal["bounded", "unbounded"] = "bounded"
    budget_tokens: StrictInt = Field(default=16_000, ge=2_000, le=10_000_000,
                               description="the most tokens one model call may carry (system message, tool "
                                           "schemas, summary and today's turns)")
    recent_calls: StrictInt = Field(default=7, ge=1, le=100_000, description="the newest tool calls of today kept "
                                                                      "(older ones leave the context); the current "
                                                                      "turn's calls all stay")
    full_results: StrictInt = Field(default=2, ge=1, le=1000, description="the newest tool results shown in full, "
                                                                    "older ones folded to a marker; the current "
                                                                    "turn's stay whole unless the budget needs room")
    whole_calls: StrictInt = Field(default=1, ge=1, le=100_000, description="the current turn's newest calls whole; "
                                   "an older one that wrote a long text is one line (agents.context_digest)")


class Price(Section):
    """A model's price in US dollars per million tokens."""
    prompt: StrictFloat = Field(ge=0)
    completion: StrictFloat = Field(ge=0)


class RoleSettings(Section):
    """One staff role: who plays it, its working day, its context policy."""
    model: str | dict = Field(description="'scripted:NAME', 'openai:MODEL@URL', or an AutoGen component "
                                          "config {provider, config}")
    starts_at: Clock
    minutes_per_day: StrictInt = Field(ge=0, le=1440)
    api_key_env: str = Field(default="OPENAI_API_KEY", description="environment variable holding the API key")
    retries: StrictInt = Field(default=4, ge=0, le=20, description="retries of a transient model error")
    timeout_s: StrictFloat = Field(default=120.0, gt=0, description="seconds to wait for one model answer")
    server_down_wait_s: StrictFloat | None = Field(default=None, ge=0, le=86_400, description="seconds of backoff a "
                                                   "request may wait out a model server that is down or restarting "
                                                   "(connection refused or dropped, HTTP 502/503) beyond its "
                                                   "retries, before its model_error; 0 = only the retries; null = "
                                                   "300 (or $KIRANA_SERVER_DOWN_WAIT_S)")
    max_tool_calls_per_turn: StrictInt = Field(default=400, ge=1, le=100_000, description="tool calls a turn may make "
                                         "(each call counts, however many come in one answer); the next is refused "
                                         "and the turn is forfeited (a turn_forfeited event)")
    max_refused_calls_in_row: StrictInt = Field(default=20, ge=1, le=100_000, description="refused calls in a row "
                                          "after which the turn is forfeited (a turn_forfeited event)")
    on_model_error: Literal["stop", "skip_turn"] = Field(default="stop", description="when a model request fails "
                                                         "after its retries (a model_error event): stop the run at "
                                                         "that turn (kirana run --resume continues from it), or "
                                                         "skip_turn (the turn is forfeited and the run goes on)")
    stop_after_failures_in_row: StrictInt = Field(default=6, ge=1, le=100_000, description="with skip_turn: after this "
                                            "many failed requests in a row (no answer between them) the run stops "
                                            "as with stop — a dead or stalled server is not retried turn after turn "
                                            "all month")
    context_window_tokens: StrictInt | None = Field(default=None, ge=256, description="the server's context window, used "
                                              "when it refuses a request as too long without stating its limit; "
                                              "null = half the request")
    max_answer_chars: StrictInt = Field(default=20_000, ge=100, le=10_000_000, description="a longer text answer is cut "
                                  "to this many characters before it is kept in the conversation")
    send_name: bool = Field(default=False, description="openai:MODEL@URL only: send each message's 'name' field "
                            "(some servers refuse it with HTTP 400/422)")
    results: Literal["text", "json"] = Field(default="text", description="how tool results reach the model: text "
                                             "(each field once, lists as tables: agents/result_format.py) or json, "
                                             "the {ok, minutes, data} JSON results were until session 43")
    context: ContextSettings = ContextSettings()
    price_usd_per_million_tokens: Price | None = None
    scaffold: Literal["plain", "reflection", "plan_and_act", "evolving_strategy"] = Field(
        default="plain", description="the agent pattern around the role's model (agents/scaffolds.py, after "
        "RetailBench): plain tool loop; reflection; plan_and_act; evolving_strategy (strategy, then execution)")
    reflection_level: Literal["day", "step"] = Field(
        default="day", description="scaffold reflection: reflect after the role's day (day) or after each turn (step)")
