"""A model's reasoning, kept for the researcher and out of what the shop acts on.

Two kinds of reasoning come with a model's answer:

- ``reasoning_content`` (or ``reasoning``), which some servers (vLLM's reasoning parsers, DeepSeek, Ollama's
  ``think``) send beside the content. ``agents.chat_answer`` reads it into the answer's ``reasoning``; it never
  enters the content, and it is never sent back to the server.
- ``<think>…</think>`` (or ``<thinking>``) written into the content itself. A closed block is reasoning; an
  opening tag never closed runs to the end of the text (a model cut off mid-thought); a closing tag with no
  opening one (Qwen3 and DeepSeek-R1 templates put ``<think>`` in the prompt) makes everything before it reasoning.

``split_reasoning`` separates a text into its reasoning and its answer. The guard (``agents.guard``) records
each answer's reasoning in one ``model_reasoning`` event (role, turn, ``source``, ``text`` bounded by
``shown_reasoning`` to ``REASONING_CHARS`` characters — the first ``REASONING_HEAD`` and the last
``REASONING_CHARS - REASONING_HEAD``, where a conclusion sits — and ``chars``, its whole length), and takes a tool
call's ``<think>`` blocks out of the text sent back with the call (its ``thought``). ``said_text`` is what a
``turn_end`` keeps as ``said``: the answer, with the reasoning before it shortened to a marker that says how long
it was, so a long ``<think>`` never hides the answer behind the record's 600-character cut.
"""
from __future__ import annotations

import re
from typing import Any

__all__ = ["split_reasoning", "said_text", "shown_reasoning", "kept_thought", "REASONING_CHARS", "REASONING_HEAD"]

#: characters of one answer's reasoning kept in its ``model_reasoning`` event (the start and the end)
REASONING_CHARS = 4000
#: of those, from the start; the rest from the end
REASONING_HEAD = 3000

_CLOSED = re.compile(r"<(think|thinking)>(.*?)</\1>", re.IGNORECASE | re.DOTALL)
_OPEN = re.compile(r"<(?:think|thinking)>", re.IGNORECASE)
_CLOSE = re.compile(r"</(?:think|thinking)>", re.IGNORECASE)


def split_reasoning(text: str) -> tuple[str, str]:
    """``(reasoning, answer)`` of a model's text: the ``<think>`` blocks' text (blocks joined by a blank line) and
    the text outside them, each stripped; ``("", text)`` unchanged when the text holds no think tag."""
    if not isinstance(text, str) or "<" not in text or not (_OPEN.search(text) or _CLOSE.search(text)):
        return "", text
    parts: list[str] = []
    last_close = None
    for m in _CLOSE.finditer(text):
        last_close = m
    if last_close is not None and not _OPEN.search(text, 0, last_close.start()):
        # a closing tag with no opening one: everything before it is reasoning
        parts.append(text[:last_close.start()])
        text = text[last_close.end():]
    answer = _CLOSED.sub(lambda m: parts.append(m.group(2)) or "", text)
    opened = _OPEN.search(answer)
    if opened is not None:  # never closed: the rest is reasoning
        parts.append(answer[opened.end():])
        answer = answer[:opened.start()]
    answer = _CLOSE.sub("", answer)  # a stray closing tag left after the blocks
    reasoning = "\n\n".join(p.strip() for p in parts if p.strip())
    return reasoning, answer.strip()


def shown_reasoning(reasoning: str) -> str:
    """``reasoning`` as its ``model_reasoning`` event keeps it: whole up to ``REASONING_CHARS`` characters, else its
    first ``REASONING_HEAD`` and last ``REASONING_CHARS - REASONING_HEAD`` with the count cut between them."""
    if len(reasoning) <= REASONING_CHARS:
        return reasoning
    tail = REASONING_CHARS - REASONING_HEAD
    cut = len(reasoning) - REASONING_CHARS
    return f"{reasoning[:REASONING_HEAD]} [... {cut:,} characters cut ...] {reasoning[-tail:]}"


def said_text(text: str) -> str:
    """A turn-ending answer as ``turn_end.said`` keeps it: unchanged without a think tag; else
    ``<think>[N characters of reasoning: model_reasoning]</think>`` and the answer after it, so the answer
    stays within the first 600 characters whatever the reasoning's length (and a think tag still marks reasoning
    left in, ``scoring.model_turns``)."""
    reasoning, answer = split_reasoning(text)
    if not reasoning and answer is text:
        return text
    marker = f"<think>[{len(reasoning):,} characters of reasoning: model_reasoning]</think>"
    return f"{marker}\n{answer}" if answer else marker


def kept_thought(hooks: Any, role: str, reasoning: str | None, content: str | None, thought: str | None) -> str | None:
    """Record one answer's reasoning and give the ``thought`` to keep with it (the guard calls this for a served
    model; every text given is already safe to encode).

    ``reasoning``: what the server sent beside the content (one ``model_reasoning`` event, source
    ``reasoning_content``); ``content``: a text answer's content (its ``<think>`` blocks: one event, source
    ``think``; the content itself is kept as written), None for an answer with tool calls; ``thought``: the
    answer's thought. Returns the thought without its reasoning: for a text answer None when it was the server's
    reasoning, for tool calls the text beside them without its ``<think>`` blocks (None when nothing else is
    left), so neither goes back to the server with the calls."""
    if isinstance(reasoning, str) and reasoning.strip():
        hooks.reasoning(role, "reasoning_content", reasoning)
    if content is not None:
        think, _ = split_reasoning(content)
        if think:
            hooks.reasoning(role, "think", think)
        return None if thought is not None and thought == reasoning else thought
    if isinstance(thought, str):
        think, rest = split_reasoning(thought)
        if think:
            hooks.reasoning(role, "think", think)
            return rest or None
    return thought
