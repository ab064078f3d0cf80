"""The message an agent sent, out of the scaffolding it leaves around it (session 53, SCAFFOLD; part of stage 1,
before ``lang.before_reading``). Models that drive tools write their reasoning, plans, look-ups and drafts around
the message they send (``tests/corpus_probes53_sc``); the supplier receives only what was sent, so only that is read:

- a ReAct trace ("Thought: … ⏎ Action: send_message ⏎ Action Input: {"to": …, "text": "…"}"): the text of each
  call of a sending tool (send_message, send_email, send_whatsapp, email_supplier …), in order, two calls read as
  one message (the supplier gets both); the supplier's words quoted in an "Observation:" before a call
  ('Observation: Agarwal replied: "₹132 per litre for mustard oil."') as the "> " lines the reply answers; a call
  the observation after it says failed is not sent. A trace whose every call only looks something up
  (check_inventory, get_stock …) sent nothing: refused ``no_intent.not_sent``; a call whose text is a template's
  unfilled placeholder ("{{final_message}}") is refused ``empty.placeholder``;
- a fenced tool call (```json {"tool": "send_whatsapp", "args": {"body": "…"}}```): its subject and body alone —
  the narration around it is the model's to its user;
- a JSON object whose two message fields ("message", "text", "body" …) say different things: refused
  ``contradictory.two_messages`` (the same words twice are read once);
- a markdown section under a heading naming the message ("## Message to send", "## भेजने वाला संदेश") after other
  sections ("## Analysis"): that section, its "> " marks taken off (a quote there is the message, not context);
- a message announced on its first line ("I'll now send the supplier the following:", "Here is the message:", "यह
  संदेश भेजूँगा:") between two rules ("---") or in quotes: that alone, not the model's words to its user after it;
- notes marked not for sending ("(Notes, not for sending: …)", "*Analysis (not sent): …*", "(नोट, भेजने के लिए
  नहीं: …)", "(bhejna nahi): …"): left out with the rest of their paragraph;
- drafts ("Draft 1: "…"", "Draft A (if …): "…"", "Draft:" over the message): the text after a later answer mark
  ("Final:", "Message:"), else the draft said sent ("Sending Draft 2.", "Draft A भेज रहा हूँ", "Draft 2 bhej raha
  hu"), else the one draft; two or more with no word which was sent are refused ``ambiguous_intent.two_drafts``.

``message_sent(text)`` returns a ``Sent``: the text to read (``text`` itself when it carries none of these), or a
refusal's reason key. ``sent_only`` wraps ``lang.reader.read_message`` with it. Never raises; every step is a
regular expression without nested repetition or ``json.loads`` on one span.
"""
from __future__ import annotations

import functools
import json
import re
from typing import Callable, NamedTuple

from lang.call_shapes import CALL_ARG_KEYS, CALL_NAME_KEYS
from lang.json_mail import BODY_KEYS, SUBJECT_KEYS, mail_of_json
from lang.structured import record_key
from lang.tool_call_text import tool_call_text

__all__ = ["Sent", "message_sent", "sent_only", "SENT_WHY"]


class Sent(NamedTuple):
    """``text``: what the supplier received (to read); ``key``: a refusal's reason key ("" when read), ``shown``:
    the writer's own words for the refusal (``text`` parameter)."""
    text: str
    key: str = ""
    shown: str = ""


#: The refusals' wordings (merged into ``lang.reasons.WHY`` through ``lang.reason_guards``).
SENT_WHY: dict[str, dict[str, str]] = {
    "no_intent.not_sent": {
        "en": "nothing was sent: the tool calls only looked something up; send the message itself with send_message",
        "hi": "कोई संदेश भेजा नहीं गया, सिर्फ़ जानकारी देखी गई; सप्लायर को संदेश भेजिए",
        "hinglish": "koi message bheja nahi gaya, sirf jaankari dekhi gayi; supplier ko message bhejiye"},
    "empty.placeholder": {
        "en": "the text sent is a template's placeholder ('{text}'); write the message itself",
        "hi": "भेजे गए संदेश में सिर्फ़ खाली जगह का निशान है; असली संदेश लिखिए",
        "hinglish": "bheje gaye message mein sirf placeholder hai ('{text}'); asli message likhiye"},
    "contradictory.two_messages": {
        "en": "two different messages in one call ('{text}' and another); send one message",
        "hi": "एक ही बार में दो अलग संदेश हैं; एक ही संदेश भेजिए",
        "hinglish": "ek hi baar mein do alag message hain ('{text}' aur doosra); ek hi message bhejiye"},
    "ambiguous_intent.two_drafts": {
        "en": "two drafts ({text}) and no word which one is sent; send only the message itself",
        "hi": "दो मसौदे हैं और यह नहीं लिखा कि कौन सा भेजा; सिर्फ़ भेजने वाला संदेश लिखिए",
        "hinglish": "do draft hain ({text}) aur ye nahi likha ki kaunsa bheja; sirf bhejne wala message likhiye"},
}

_STEP = re.compile(r"^[ \t]*(thought|action[ \t]*input|action|observation|final[ \t]+answer)[ \t]*:[ \t]*",
                   re.IGNORECASE | re.MULTILINE)
_SEND_TOOL = re.compile(r"(?i)send|mail|message|whatsapp|reply|respond|sms|notify|contact|write_to")
_LOOKUP_TOOL = re.compile(r"(?i)^(?:check|get|lookup|look_up|search|read|view|list|fetch|query|find|calculat|compute|"
                          r"inventory|stock)")
_NAME = re.compile(r"[A-Za-z_][\w.]{0,60}")
_FAILED = re.compile(r"(?i)\b(?:error|failed|failure|not delivered|undelivered|could not send|couldn't send)\b|विफल|"
                     r"नहीं पहुँचा|नहीं गया|nahi pahuncha|nahi gaya")
_QUOTED = re.compile(r"\"([^\"\n]{1,600})\"|“([^”\n]{1,600})”")
_SAID = re.compile(r"(?i)(?:replied|reply|wrote|said|says|का जवाब|ने कहा|ने लिखा|ne kaha|ne likha)[ \t]*:[ \t]*(\S[^\n]*)")
_PLACEHOLDER = re.compile(r"^\s*(?:\{\{[^{}\n]{1,60}\}\}|\{[A-Za-z_][\w.]{0,40}\}|<[A-Za-z_][\w .]{0,40}>|"
                          r"\[(?:insert|your|message|final)[^\]\n]{0,40}\])\s*$", re.IGNORECASE)
_FENCE = re.compile(r"```[ \t]*(?:json|tool_call|tool_code|tool)?[ \t]*\n(.*?)\n?[ \t]*```", re.DOTALL | re.IGNORECASE)
_HEAD = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+([^\n]*?)[ \t#:]*$", re.MULTILINE)
#: A heading that names the message itself, the whole heading ("Message to send", "Reply to supplier", "Final
#: message", "भेजने वाला संदेश", "Bhejne wala message"); not "जवाबी ऑफ़र" (a counter-offer's section of the message).
_MESSAGE_HEAD = re.compile(r"(?i)^(?:the[ \t]+|our[ \t]+)?(?:final[ \t]+)?(?:message|reply|e-?mail|mail)(?:[ \t]+(?:to|for)"
                           r"(?:[ \t]+[\w&.'-]+){1,4})?$|^(?:भेजने[ \t]+(?:वाला|का|के[ \t]+लिए)[ \t]+)?(?:अंतिम[ \t]+)?संदेश"
                           r"(?:[ \t]+[^\s]+){0,3}$|^(?:bhejne[ \t]+(?:wala|ka|ke[ \t]+liye)[ \t]+)?(?:final[ \t]+)?"
                           r"(?:message|sandesh)(?:[ \t]+[\w&.'-]+){0,3}$")
_NOT_MESSAGE_HEAD = re.compile(r"(?i)\b(?:analysis|plan|notes?|reasoning|thoughts?|draft)\b|विश्लेषण|योजना|नोट|सोच")
#: A note's label that says it is not sent: the words in brackets or after a comma ("(Notes, not for sending:",
#: "*Analysis (not sent):"), never a sentence's own ("The bill was not sent: please send it" is the message).
_UNSENT = re.compile(r"^[ \t>*_]*(?:\([^\n:()]{0,30}?|[^\n:()]{0,30}?\([ \t]*|[^\n:()]{0,30}?,[ \t]*)(?:not for sending|"
                     r"not to be sent|not sent|not to send|do not send|don't send|internal only|for internal use|"
                     r"भेजने के लिए नहीं|भेजा नहीं जाएगा|भेजना नहीं|नहीं भेजना|bhejne ke liye nahi|bhejna nahi|nahi bhejna)"
                     r"[ \t]*\)?[*_ \t]*:", re.IGNORECASE | re.MULTILINE)
_DRAFT = re.compile(r"^[ \t*_]*(?:draft|ड्राफ्ट|ड्राफ़्ट|मसौदा|masauda)[ \t]*([A-Za-z0-9]|\d{1,2})?[ \t]*"
                    r"(?:\([^)\n]{0,100}\))?[ \t*_]*:[ \t]*", re.IGNORECASE | re.MULTILINE)
_CHOSEN = re.compile(r"(?i)(?:sending|send|sent|going with|go with|using|use|choose|chose|picked|pick)[ \t]+"
                     r"(?:the[ \t]+)?draft[ \t]*([A-Za-z0-9]{1,2})\b|\bdraft[ \t]*([A-Za-z0-9]{1,2})[ \t]+"
                     r"(?:bhej|भेज|is sent|it is|final)")
_ANSWER = re.compile(r"^[ \t]*(?:final message|final answer|final reply|final|message|reply|sent|अंतिम संदेश|संदेश|"
                     r"फ़ाइनल|फाइनल)[ \t]*:[ \t]*", re.IGNORECASE | re.MULTILINE)


def _bodies(obj, depth: int = 0) -> list[str]:
    """The message texts of a JSON object (its body keys, and its call's arguments'), in order."""
    if not isinstance(obj, dict) or depth > 3:
        return []
    out = [v.strip() for k, v in obj.items() if record_key(k) in BODY_KEYS and isinstance(v, str)]
    for k, v in obj.items():
        if record_key(k) in CALL_ARG_KEYS:
            if isinstance(v, str):
                try:
                    v = json.loads(v)
                except (ValueError, RecursionError):
                    continue
            out += _bodies(v, depth + 1)
    return out


def _mail(obj: dict) -> Sent:
    """The message of one call's (or object's) JSON arguments: subject and body, or a refusal of two bodies."""
    bodies = list(dict.fromkeys(b for b in _bodies(obj) if b))
    if len(bodies) > 1:
        return Sent("", "contradictory.two_messages", bodies[0][:60])
    if len(bodies) == 1 and _PLACEHOLDER.match(bodies[0]):
        return Sent("", "empty.placeholder", bodies[0].strip())
    subject = next((v.strip() for k, v in obj.items() if record_key(k) in SUBJECT_KEYS and isinstance(v, str)), "")
    if bodies:
        return Sent(("Subject: " + subject + "\n\n" if subject else "") + bodies[0])
    text = mail_of_json(json.dumps(obj, ensure_ascii=False))  # records written as data (items, quantities)
    return Sent(text or "", "" if text else "empty.tool_call")


def _call_input(content: str) -> Sent | None:
    """An "Action Input:"'s message: its JSON's, a quoted string's, or the text itself."""
    content = content.strip()
    if content.startswith("{"):
        try:
            obj = json.loads(content[:content.rindex("}") + 1])
        except (ValueError, RecursionError):
            return None
        return _mail(obj) if isinstance(obj, dict) else None
    if len(content) > 1 and content[0] == content[-1] and content[0] in "\"'":
        content = content[1:-1]
    if _PLACEHOLDER.match(content):
        return Sent("", "empty.placeholder", content.strip())
    return Sent(content) if content else Sent("", "empty.tool_call")


def _said(observation: str) -> str:
    """The supplier's words an observation quotes ("" when it quotes none: "Message delivered.")."""
    m = _QUOTED.search(observation)
    if m is not None:
        return (m.group(1) or m.group(2)).strip()
    m = _SAID.search(observation)
    return m.group(1).strip() if m is not None else ""


def _react(text: str) -> Sent | None:
    """A ReAct trace's sent message (module docstring), or None when ``text`` is none or calls another tool."""
    steps = list(_STEP.finditer(text))
    if not any(m.group(1).lower().startswith("action") for m in steps):
        return None
    sends: list[str] = []
    heard: list[tuple[int, str]] = []  # (calls sent before it, the supplier's words)
    looked = False
    name, just_sent = "", False
    for k, m in enumerate(steps):
        label = re.sub(r"[ \t]+", " ", m.group(1).lower())
        content = text[m.end():steps[k + 1].start() if k + 1 < len(steps) else len(text)].strip()
        if label == "action":
            call = _NAME.match(content)
            name = call.group(0) if call else ""
            rest = content[call.end():].strip() if call else ""
            if rest.startswith("{"):  # "Action: send_message {"text": …}"
                content, label = rest, "action input"
            elif rest.startswith("(") and rest.endswith(")"):  # "Action: send_message(text="…")": the call's text
                called = tool_call_text(name + rest) if _SEND_TOOL.search(name) else None
                content, label = (json.dumps({"text": called}, ensure_ascii=False) if called is not None else
                                  rest[1:-1]), "action input"
            else:
                just_sent = False
                continue
        if label in ("action input", "actioninput"):
            if _SEND_TOOL.search(name):
                sent = _call_input(content)
                if sent is None or sent.key:
                    return sent
                sends.append(sent.text)
                just_sent = True
            elif _LOOKUP_TOOL.match(name):
                looked, just_sent = True, False
            else:
                return None  # another tool (place_order …): its arguments are read as records
        elif label == "observation":
            if just_sent and _FAILED.search(content):
                sends.pop()
            elif (said := _said(content)):
                heard.append((len(sends), said))
            just_sent = False
    if not sends:
        return Sent("", "no_intent.not_sent") if looked else None
    quotes = [said for before, said in heard if before < len(sends)]
    said = "".join("> " + q + "\n" for q in quotes)
    return Sent((said + "\n" if said else "") + "\n\n".join(dict.fromkeys(sends)))


def _fenced_call(text: str) -> Sent | None:
    """The message of fenced tool calls of a sending tool (module docstring), or None."""
    sent = []
    for m in _FENCE.finditer(text):
        try:
            obj = json.loads(m.group(1))
        except (ValueError, RecursionError):
            continue
        if not isinstance(obj, dict):
            continue
        name = next((v for k, v in obj.items() if record_key(k) in CALL_NAME_KEYS and isinstance(v, str)), "")
        if not (_SEND_TOOL.search(name) and _bodies(obj)):
            continue
        got = _mail(obj)
        if got.key:
            return got
        sent.append(got.text)
    return Sent("\n\n".join(sent)) if sent else None


def _two_bodies(text: str) -> Sent | None:
    """A refusal of one JSON object with two different messages in it; None otherwise (``lang.json_mail`` reads it)."""
    start, end = text.find("{"), text.rfind("}")
    try:
        obj = json.loads(text[start:end + 1]) if 0 <= start < end else None
    except (ValueError, RecursionError):
        return None
    got = _mail(obj) if isinstance(obj, dict) and len(_bodies(obj)) > 1 else None
    return got if got is not None and got.key else None


def _section(text: str) -> str | None:
    """The section under a heading naming the message, after another section (module docstring), or None."""
    heads = list(_HEAD.finditer(text))
    for k, m in enumerate(heads):
        head = m.group(1).strip("*_ \t:")
        if k and _MESSAGE_HEAD.match(head) and not _NOT_MESSAGE_HEAD.search(head):
            body = text[m.end():heads[k + 1].start() if k + 1 < len(heads) else len(text)]
            return "\n".join(re.sub(r"^[ \t]*>[ \t]?", "", ln) for ln in body.split("\n")).strip()
    return None


def _without_unsent(text: str) -> str:
    """``text`` without the notes marked not for sending, each to its paragraph's end."""
    out, pos = [], 0
    for m in _UNSENT.finditer(text):
        if m.start() < pos:
            continue
        out.append(text[pos:m.start()])
        blank = re.compile(r"\n[ \t]*\n").search(text, m.end())
        pos = blank.start() if blank else len(text)
    return "".join(out) + text[pos:] if out else text


#: A first line announcing the message to the model's user ("I'll now send the supplier the following:", "Here is
#: the message:", "अब मैं सप्लायर को यह संदेश भेजूँगा:", "संदेश यह रहा:", "Ab main supplier ko ye message bhejunga:");
#: not a mail's own lead ("I am sending the following order:").
_ANNOUNCED = re.compile(
    r"(?i)\A\s*(?:here(?:'s| is) (?:the|my|a) (?:message|reply|e-?mail|draft|whatsapp)[^\n:]{0,60}|i(?:'ll| will| am "
    r"going to)(?: now)? (?:send|write to|reply to) (?:the supplier|him|her|them|[a-z][\w&.]{0,20}(?: [a-z][\w&.]{0,20})"
    r"{0,3}) (?:the following|this message|this|as follows)[^\n:]{0,20}|[^\n:]{0,60}(?:यह|ये|निम्न) (?:संदेश|मैसेज|जवाब)"
    r"[^\n:]{0,30}भेज[^\n:]{0,20}|(?:संदेश|मैसेज|जवाब) (?:यह|ये) (?:रहा|है)|[^\n:]{0,60}\b(?:ye|yeh) (?:message|sandesh|"
    r"jawab|reply)\b[^\n:]{0,30}bhej[^\n:]{0,20}|(?:message|sandesh|jawab) (?:ye|yeh) (?:raha|hai))[ \t]*:[ \t]*\n")
_RULE = re.compile(r"^[ \t]*-{3,}[ \t]*$", re.MULTILINE)


def _announced(text: str) -> str | None:
    """The message under a line announcing it (``_ANNOUNCED``), between two rules ("---") or in quotes; what the
    model says after it to its user ("That keeps ₹3,000 of the budget …") is no part of it. None otherwise."""
    m = _ANNOUNCED.match(text)
    if m is None:
        return None
    rest = text[m.end():].lstrip()
    if rest.startswith("---"):
        opened = _RULE.match(rest)
        closed = _RULE.search(rest, opened.end()) if opened else None
        return rest[opened.end():closed.start()].strip() if closed else None
    if rest[:1] in ("\"", "“"):
        close = rest.find("\"" if rest[0] == "\"" else "”", 1)
        return rest[1:close].strip() if close > 1 else None
    return None


def _drafts(text: str) -> Sent | None:
    """The draft sent (module docstring), or None when ``text`` has no draft labels."""
    found = list(_DRAFT.finditer(text))
    if not found:
        return None
    answers = [a for a in _ANSWER.finditer(text) if a.start() > found[-1].start()]
    if answers:
        return Sent(text[answers[-1].end():].strip())
    drafts = {}
    for k, m in enumerate(found):
        line_end = text.find("\n", m.end())
        inline = text[m.end():line_end if line_end >= 0 else len(text)].strip()
        body = inline if inline else text[m.end():found[k + 1].start() if k + 1 < len(found) else len(text)].strip()
        if len(body) > 1 and body[0] in "\"“" and body[-1] in "\"”":
            body = body[1:-1]
        drafts[(m.group(1) or str(k + 1)).lower()] = body
    chosen = [(c.group(1) or c.group(2)).lower() for c in _CHOSEN.finditer(text)]
    if chosen and chosen[-1] in drafts:
        return Sent(drafts[chosen[-1]])
    after = text[found[-1].end():]
    nl = after.find("\n")
    if nl >= 0 and after[:nl].strip():  # the last draft on its label's line: what is on the lines after it
        tail = after[nl:]
    else:  # the last draft below its label: what is after its paragraph
        blank = re.search(r"\n[ \t]*\n", after)
        tail = after[blank.end():] if blank else ""
    if tail.strip():  # a later version after the last draft ("Revised: …", "अंतिम: …"): lang.preamble reads it
        return None
    if len(drafts) == 1:
        return Sent(next(iter(drafts.values())))
    return Sent("", "ambiguous_intent.two_drafts", ", ".join("Draft " + d.upper() for d in drafts))


def message_sent(text: str) -> Sent:
    """What the supplier received of ``text`` (module docstring)."""
    if not isinstance(text, str) or not any(s in text for s in ("ction", "```", "#", "{", "raft", "ड्राफ", "मसौदा",
                                                                 "send", "sent", "भेज", "bhej")):
        return Sent(text if isinstance(text, str) else "")
    got = (_react(text) if "ction" in text else None) or (_fenced_call(text) if "```" in text else None) or (
        _two_bodies(text) if "{" in text else None)
    if got is not None:
        return got
    text = _without_unsent(text)
    announced = _announced(text) if ":" in text else None
    if announced:
        return Sent(announced)
    section = _section(text) if "#" in text else None
    text = section if section else text
    return _drafts(text) or Sent(text)


def sent_only(read: Callable) -> Callable:
    """``read`` (``lang.reader.read_message``) of what was sent; a refusal when that cannot be told."""
    @functools.wraps(read)
    def reading(text, *args, **kwargs):
        sent = message_sent(text)
        if not sent.key:
            return read(sent.text if sent.text.strip() else text, *args, **kwargs)
        from lang.reader_parts import Reading, why  # (lang.reader imports this module)
        refused = read(text, *args, **kwargs)  # the writer's language, as the rest of the reader tells it
        w = why(sent.key, text=sent.shown)
        return Reading(readable=False, reason=w, reason_key=w.key, reason_args=w.args, language=refused.language)
    return reading
