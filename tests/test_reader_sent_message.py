"""Messages inside the scaffolding agentic models leave around them when they drive tools (ReAct traces, fenced tool
calls, JSON with two messages, "## Message to send" sections, notes not for sending, drafts), read as the supplier
receives them (``lang.sent_message``, session 53 SCAFFOLD), as parallel triples (en / hi / hinglish) of sentences of
our own: each asserts the intents read (kind, sku, quantity in selling units, unit price in paise, order id, bill id)
or the refusal's key, as the supplier's desk reads an e-mail. The probes they came from: tests/corpus_probes53_sc
(written by a helper who never read lang/).
"""
from __future__ import annotations

import pytest

from lang.reasons import word
from lang.sent_message import message_sent
from reader_intents import intents, reading, refused

SUGAR_25 = [("order", "sugar-1kg", 25, None, None, None)]


# ---- ReAct: the text of each sending call, nothing of the thoughts, look-ups or the final answer to the user ----
@pytest.mark.parametrize("text", [
    'Thought: check sugar first; rice 40 kg left.\nAction: get_stock\nAction Input: {"item": "sugar"}\n'
    'Observation: sugar 3 kg left, rice 40 kg left.\nThought: order 25 kg sugar.\nAction: send_email\n'
    'Action Input: {"to": "Gupta Traders", "subject": "Order", "body": "Gupta ji, please send 25 kg sugar."}\n'
    'Observation: Email sent.\nFinal Answer: I ordered 25 kg sugar; rice is fine at 40 kg.',
    'Thought: पहले चीनी देख लूँ; चावल 40 किलो बचा है।\nAction: get_stock\nAction Input: {"item": "चीनी"}\n'
    'Observation: चीनी 3 किलो, चावल 40 किलो।\nAction: send_message\n'
    'Action Input: {"to": "गुप्ता ट्रेडर्स", "text": "गुप्ता जी, 25 किलो चीनी भेज दीजिए।"}\n'
    'Final Answer: 25 किलो चीनी मँगा ली; चावल 40 किलो काफ़ी है।',
    'Thought: pehle cheeni check karo; chawal 40 kg bacha.\nAction: get_stock\nAction Input: {"item": "cheeni"}\n'
    'Observation: cheeni 3 kg, chawal 40 kg.\nAction: send_message\n'
    'Action Input: {"to": "Gupta Traders", "text": "Gupta ji 25 kilo cheeni bhej do."}\n'
    'Final Answer: 25 kg cheeni mangwa li; chawal 40 kg kaafi hai.',
])
def test_a_react_trace_reads_only_the_call_sent(text):
    assert intents(text, email=True) == SUGAR_25


@pytest.mark.parametrize("text", [
    'Observation: Gupta Traders replied: "Sugar ₹42 a kilo, cannot go lower."\nThought: fine, take 30 kg.\n'
    'Action: send_message\nAction Input: {"to": "Gupta Traders", "text": "Okay, ₹42 it is. Please send 30 kg sugar."}',
    'Observation: गुप्ता जी का जवाब: "चीनी ₹42 किलो, इससे कम नहीं।"\nThought: ठीक है, 30 किलो मँगाओ।\nAction: send_message\n'
    'Action Input: {"to": "गुप्ता ट्रेडर्स", "text": "ठीक है, चीनी ₹42 किलो मंज़ूर है। 30 किलो चीनी भेज दीजिए।"}',
    'Observation: Gupta ji ka reply: "Cheeni ₹42 kilo, isse kam nahi."\nThought: theek hai, 30 kg le lo.\n'
    'Action: send_message\nAction Input: {"to": "Gupta Traders", "text": "Theek hai, cheeni ₹42 kilo manzoor. 30 kilo cheeni bhej do."}',
])
def test_the_suppliers_words_in_an_observation_are_the_lines_answered(text):
    assert message_sent(text).text.startswith("> ")
    assert intents(text, email=True) == [("accept", "sugar-1kg", None, 4200, None, None),
                                         ("order", "sugar-1kg", 30, None, None, None)]


def test_a_call_the_observation_says_failed_was_not_sent_and_the_retry_is_read_once():
    text = ('Action: send_message\nAction Input: {"to": "Gupta Traders", "text": "Please send 30 kg rice."}\n'
            'Observation: Error: recipient not found.\nAction: send_message\n'
            'Action Input: {"to": "Gupta Traders", "text": "Please send 30 kg rice."}\nObservation: Message delivered.')
    assert message_sent(text).text == "Please send 30 kg rice."
    assert intents(text, email=True) == [("order", "rice-1kg", 30, None, None, None)]


@pytest.mark.parametrize("text", [
    'Action: send_message\nAction Input: {"to": "Gupta Traders", "text": "Namaste Gupta ji, happy Diwali!"}\n'
    'Observation: Message delivered.\nThought: sugar too, 3 kg left.\nAction: send_message\n'
    'Action Input: {"to": "Gupta Traders", "text": "Also please send 25 kg sugar."}',
    'Action: send_message\nAction Input: {"to": "गुप्ता ट्रेडर्स", "text": "नमस्ते गुप्ता जी, दिवाली की शुभकामनाएँ!"}\n'
    'Observation: संदेश पहुँच गया।\nThought: चीनी भी चाहिए, 3 किलो बची।\nAction: send_message\n'
    'Action Input: {"to": "गुप्ता ट्रेडर्स", "text": "और 25 किलो चीनी भी भेज दीजिए।"}',
    'Action: send_message\nAction Input: {"to": "Gupta Traders", "text": "Namaste Gupta ji, Diwali ki shubhkamnayein!"}\n'
    'Observation: Message delivered.\nThought: cheeni bhi chahiye, 3 kg bachi.\nAction: send_message\n'
    'Action Input: {"to": "Gupta Traders", "text": "Aur 25 kilo cheeni bhi bhej dena."}',
])
def test_two_calls_sent_are_read_as_one_message(text):
    assert intents(text, email=True) == SUGAR_25


def test_a_call_written_on_the_action_line_is_its_text():
    text = 'Thought: order rice, 5 kg left.\nAction: send_message(to="Gupta Traders", text="Please send 40 kg rice.")'
    assert message_sent(text).text == "Please send 40 kg rice."


@pytest.mark.parametrize("text, key", [
    ('Thought: how much atta is left?\nAction: check_inventory\nAction Input: {"items": ["atta", "sugar"]}\n'
     'Observation: atta 4 packets, sugar 10 kg.', "no_intent.not_sent"),
    ('Thought: आटा कितना बचा?\nAction: check_inventory\nAction Input: {"items": ["आटा"]}\nObservation: आटा 4 पैकेट।',
     "no_intent.not_sent"),
    ('Action: send_message\nAction Input: {"to": "Gupta Traders", "text": "<message>"}', "empty.placeholder"),
    ('Action: send_message\nAction Input: {"to": "गुप्ता ट्रेडर्स", "text": "{{reply_text}}"}', "empty.placeholder"),
])
def test_nothing_sent_or_a_placeholder_sent_is_refused_with_what_to_do(text, key):
    assert refused(text, email=True) == key


# ---- a fenced tool call: its body alone; the narration around it is the model's to its user ----
@pytest.mark.parametrize("text", [
    'Stock is 5 kg rice, 2 kg dal; I will order.\n```json\n{"name": "send_message", "arguments": {"to": "Gupta '
    'Traders", "text": "Gupta ji, please send 40 kg rice."}}\n```\nThat lasts till Sunday; dal can wait (20 kg next week).',
    'स्टॉक: चावल 5 किलो, दाल 2 किलो।\n```json\n{"tool": "send_whatsapp", "args": {"to": "+91 98000 11223", "body": '
    '"गुप्ता जी, 40 किलो चावल भेज दीजिए।"}}\n```\nदाल अगले हफ़्ते (20 किलो)।',
    'Stock: chawal 5 kg, dal 2 kg.\n```json\n{"tool": "send_whatsapp", "args": {"to": "+91 98000 11223", "body": '
    '"Gupta ji 40 kilo chawal bhej do."}}\n```\nDal next week (20 kg).',
])
def test_a_fenced_send_call_is_its_body_alone(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 40, None, None, None)]


# ---- one JSON object, two message fields ----
@pytest.mark.parametrize("text", [
    '{"thought": "need rice", "message": "Please send 40 kg rice.", "text": "Please send 60 kg rice."}',
    '{"thought": "चावल चाहिए", "message": "40 किलो चावल भेज दीजिए।", "body": "60 किलो चावल भेज दीजिए।"}',
    '{"thought": "chawal chahiye", "message": "40 kilo chawal bhej do.", "content": "60 kilo chawal bhej do."}',
])
def test_two_different_messages_in_one_object_are_refused(text):
    assert refused(text, email=True) == "contradictory.two_messages"


def test_the_same_message_twice_in_one_object_is_read_once():
    text = '{"thought": "12 kg left", "message": "Please send 40 kg rice.", "text": "Please send 40 kg rice."}'
    assert intents(text, email=True) == [("order", "rice-1kg", 40, None, None, None)]


# ---- "## Message to send" after "## Plan": that section, its ">" the message's, not a quote ----
@pytest.mark.parametrize("text", [
    "## Plan\n- Sugar 3 kg left, need 25 kg at ₹42.\n- Rice fine (40 kg).\n\n## Reply to supplier\n"
    "> Gupta ji, please send 25 kg sugar.",
    "## सोच\n- चीनी 3 किलो बची है, ₹42 किलो; चावल 40 किलो।\n\n## भेजने वाला संदेश\n> गुप्ता जी, 25 किलो चीनी भेज दीजिए।",
    "## Soch\n- Cheeni 3 kg bachi, ₹42 kilo; chawal 40 kg.\n\n## Bhejne wala message\n> Gupta ji 25 kilo cheeni bhej do.",
])
def test_the_section_naming_the_message_is_the_message(text):
    assert intents(text, email=True) == SUGAR_25


# ---- notes marked not for sending, and drafts ----
@pytest.mark.parametrize("text", [
    "Gupta ji, please send 25 kg sugar.\n\n(Internal notes, not for sending: Metro sells sugar at ₹39; 50 kg rice "
    "next week.)",
    "गुप्ता जी, 25 किलो चीनी भेज दीजिए।\n\n*नोट (भेजा नहीं जाएगा): मेट्रो में चीनी ₹39; अगले हफ़्ते 50 किलो चावल।*",
    "Gupta ji 25 kilo cheeni bhej do.\n\n*Notes (bhejna nahi): Metro pe cheeni ₹39, chawal 50 kilo next week.*",
])
def test_notes_not_for_sending_are_left_out(text):
    assert intents(text, email=True) == SUGAR_25


def test_a_sentence_that_says_not_sent_is_still_the_message():
    text = "Please send 25 kg sugar. The bill was not sent: please send it too."
    assert message_sent(text).text == text


@pytest.mark.parametrize("text", [
    'Draft 1: "Please send 25 kg sugar at ₹42."\nDraft 2: "Please send 25 kg sugar."\nThe price is fixed anyway. '
    'Sending Draft 2.',
    'Draft A: "25 किलो चीनी ₹42 में भेज दीजिए।"\nDraft B: "25 किलो चीनी भेज दीजिए।"\nDraft B भेज रहा हूँ।',
    'Draft A: "25 kilo cheeni ₹42 me bhej do."\nDraft B: "25 kilo cheeni bhej do."\nDraft B bhej raha hu.',
    'Draft:\nGupta ji, please send 25 kg sugar.\n\n(Notes, not for sending: Metro ₹39.)',
    'Draft 1: "Please send 20 kg sugar."\nDraft 2: "Please send 25 kg sugar."\nFinal: Please send 25 kg sugar.',
])
def test_the_draft_said_sent_is_the_message(text):
    assert intents(text, email=True) == SUGAR_25


@pytest.mark.parametrize("text, language", [
    ('Draft 1: "Please send 20 kg sugar."\nDraft 2: "Please send 30 kg sugar."', "en"),
    ('Draft A: "20 किलो चीनी भेज दीजिए।"\nDraft B: "30 किलो चीनी भेज दीजिए।"', "hi"),
    ('Draft A: "20 kilo cheeni bhej do."\nDraft B: "30 kilo cheeni bhej do."', "hinglish"),
])
def test_two_drafts_with_no_word_which_was_sent_are_refused_in_the_writers_language(text, language):
    assert refused(text, email=True) == "ambiguous_intent.two_drafts"
    from lang.reader import read_message
    r = read_message(text, email=True)
    assert r.language == language and word(r.reason_key, r.reason_args, language).startswith(
        {"en": "two drafts", "hi": "दो मसौदे", "hinglish": "do draft"}[language])


def test_a_plain_message_is_left_as_it_is():
    text = "Please send 25 kg sugar and the bill for O5. #urgent"
    assert message_sent(text).text == text and reading(text)[0] == ("order", "sugar-1kg", 25, None, None, None)


# ---- a message announced on the first line, between rules or in quotes: the model's words after it are not sent ----
@pytest.mark.parametrize("text", [
    "I'll now send the supplier the following:\n\n---\nGupta ji, please send 20 kg sugar.\n---\n\nThat uses ₹840 of "
    "the ₹3,000 budget; the sugar lasts about 10 days, and 5 kg rice is left.",
    "अब मैं सप्लायर को यह संदेश भेजूँगा:\n\n---\nगुप्ता जी, 20 किलो चीनी भेज दीजिए।\n---\n\nइससे ₹3,000 के बजट में से ₹840 "
    "लगेंगे; चावल 5 किलो बचा है।",
    "Ab main supplier ko ye message bhejunga:\n\n---\nGupta ji 20 kilo cheeni bhej do.\n---\n\nIsse ₹3,000 budget me se "
    "₹840 lagenge; chawal 5 kilo bacha hai.",
    'Here is the message:\n\n"Gupta ji, please send 20 kg sugar."\n\nThis keeps rice at 5 kg till Friday.',
    'संदेश यह रहा:\n\n"गुप्ता जी, 20 किलो चीनी भेज दीजिए।"\n\nइससे चावल शुक्रवार तक 5 किलो रहेगा।',
    'Message ye raha:\n\n"Gupta ji 20 kilo cheeni bhej do."\n\nIsse chawal Friday tak 5 kilo rahega.',
])
def test_a_message_announced_is_read_without_the_words_after_it(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 20, None, None, None)]


def test_a_mails_own_lead_over_a_ruled_list_keeps_what_follows():
    text = "I am sending the following order:\n---\nRice 20 kg\n---\nPlease deliver by Friday."
    assert message_sent(text).text == text
