"""Reasoning left in a manager's e-mails (``scoring.model_turns.reasoning_left_in``), in English, Hindi and Hinglish:
a new user's trial (session 36) saw e-mails opening "Thinking:", "सोच रहा हूँ:" and "Soch raha hoon:" counted 0 while
"<think>" and "Reasoning:" were counted. The score's labels are the reader's reasoning leads (``lang.preamble``,
which ``scoring`` may not import): each lead counted is one the reader drops at a message's start."""
from __future__ import annotations

import pytest
from event_builder import complete

from events import parse_event
from lang.preamble import strip_preamble
from scoring.model_turns import REASONING, model_turn_scores

MESSAGE = {"en": "Please send 20 kg rice at Rs 36.", "hi": "कृपया 20 किलो चावल 36 रुपये में भेजिए।",
           "hinglish": "Please 20 kilo chawal 36 rupaye mein bhej dijiye."}
#: (language, the e-mail's opening line) — leads of the trial's kinds, written here (not the trial's e-mails)
LEADS = [("en", "Thinking: rice is low, ask S1 first."), ("en", "Thought: S1 was cheaper last week."),
         ("en", "Reasoning: stock lasts two days."), ("en", "<thinking>rice is low</thinking>"),
         ("hi", "सोच रहा हूँ: चावल कम है, पहले S1 से पूछूँ।"), ("hi", "सोच रही हूँ: दाल भी कम है।"),
         ("hi", "विचार: पिछले हफ़्ते S1 सस्ता था।"), ("hinglish", "Soch: chawal kam hai."),
         ("hinglish", "Soch raha hoon: chawal kam hai, pehle S1 se poochh loon."),
         ("hinglish", "Soch rahe hain: S1 sasta tha.")]
#: near sentences that are the message itself, not reasoning: counted 0
NEAR = ["Thinking of you all: please send 20 kg rice at Rs 36.", "We were thinking you could send 20 kg rice.",
        "हम सोच रहे थे कि आप 20 किलो चावल भेज दें।", "Soch raha tha ki aap 20 kilo chawal bhej do.",
        "Planning note - send 20 kg rice at Rs 36."]


def _emails(texts: list[str]) -> list:
    return [parse_event(complete({"kind": "email_sent", "to": "S1", "text": t}, seq=k)) for k, t in enumerate(texts)]


def test_a_record_of_thinking_emails_counts_each_in_three_languages():
    texts = [f"{lead}\n\n{MESSAGE[lang]}" for lang, lead in LEADS]
    assert model_turn_scores(_emails(texts))["reasoning_left_in"]["manager"] == len(LEADS) == 10
    assert model_turn_scores(_emails([f"Namaste.\nThinking: rice is low.\n{MESSAGE['en']}"]))[
        "reasoning_left_in"]["manager"] == 1              # a later line's lead too, as "Reasoning:" was


def test_near_sentences_are_not_counted():
    assert model_turn_scores(_emails(NEAR + list(MESSAGE.values())))["reasoning_left_in"]["manager"] == 0


@pytest.mark.parametrize("lang, lead", LEADS)
def test_each_counted_lead_is_one_the_reader_drops(lang, lead):
    text = f"{lead}\n\n{MESSAGE[lang]}"
    assert REASONING.search(text)
    if not lead.startswith("<"):                          # (a think tag is dropped by lang.clean, not the preamble)
        assert strip_preamble(text) == MESSAGE[lang]


def test_the_reader_drops_the_hinglish_continuous_lead():
    text = f"Soch raha hoon: chawal kam hai.\n\n{MESSAGE['hinglish']}"
    assert strip_preamble(text) == MESSAGE["hinglish"]
