"""The passes over a message's text before it is read (part of stage 1, ``lang.reader.read_message``), in order:

0. ``lang.tool_call_text.tool_call_text`` — a message written as a tool call ('send_message(to="S5", text="…")',
   'send_email(to="S2", body="…")') as the call's text, so that every pass after this one, and the reader's passes over
   the text as written, read the message itself (s50 FIXB: "send_message(to=…, text="₹1,650 for the 50 kg onion is
   fine. Please send the 50 kg with Friday's van.")" was refused "what is 50 kg for?" where its text alone reads);
   a call with an empty text is left for ``lang.reader``'s "empty.tool_call";
0a. ``lang.clean.strip_reasoning`` — the writer's reasoning before its answer ("<think>…</think>", "चलो क़दम-दर-क़दम
   सोचते हैं। O12 में ₹212 पैकेट वाला 2 बोरी आटा है … अंतिम संदेश:") left out, so that no pass over the text as written
   takes the reasoning's figures for the message's (session 51, the rule of ``lang.context_figures``: corpus_probes51_cb
   o3032 had cancelled 212 packets of atta, the reasoning's price, where the message alone cancels 10); kept when
   nothing is left (``lang.reader``'s "empty.reasoning") or the answer names no goods of its own (they are the
   reasoning's: "Thought: … ₹43 on sugar … Reply: Do ₹42.50 and we'll close today for 80 kg.");
1. ``lang.garbled.ungarbled`` — HTML entities, escapes left in, a broken rupee sign, keycap digits made plain;
2. ``lang.model_talk.without_model_talk`` — the model's words to its user ("Let me know if you'd like me to add …");
3. ``lang.clean.earlier_as_quoted`` — a pasted chat log or forwarded mail as "> " lines;
3a. ``lang.rates_told_back.rates_told_back`` — the supplier's rates listed back under "Your new rates:", as "> " lines;
4. ``lang.fallbacks.without_fallbacks`` — goods to send only should the ordered ones be out;
5. ``lang.add_ons.all_in_prices`` — a price and its add-on ("₹36 + 5% GST") as the all-in price;
6. ``lang.ditto.with_dittos_filled`` — a price written as a ditto mark under the line above, filled in;
5a. ``lang.count_like_rate.counts_as_rates`` — a rate written as a count ("rate 360 kilo", "घी 560 लीटर में"), its ₹ put in;
6a. ``lang.same_count.same_counts_filled`` — goods "the same" / "भी उतनी ही" as the count before, the count filled in;
7. ``lang.asides.asides_apart`` — a reason in brackets after a request as a sentence of its own;
7a. ``lang.stock_then_plan.stock_then_plan`` — stock left ", so we will place an order later" as two sentences;
8. ``lang.csv_rows.csv_rows`` — an order's comma-separated rows under a header ("item,qty,unit,rate") as lines;
9. ``lang.full_container.one_full`` — "a full bori", "एक पूरी बोरी" as one sack;
10. ``lang.text_speak.spelled_out`` — chat spellings written out ("O12 cncl krdo plz", "B14 amt glt h chk kro");
11. ``lang.asking_calls.asks_written`` — a tool call that asks ('get_quote(items=["toor dal"])') as its question;
12. ``lang.mistake_counts.mistake_counts`` — an order's count said to be a mistake ("galti: O7 mein namak 25 nahi 15
    kilo") as the change ("25 ki jagah 15 kilo");
13. ``lang.rate_asked_apart.rate_asked_apart`` — a rate asked after "and" beside an order ("Masoor 25 kg at ₹90, and
    what's your moong rate?") as a sentence of its own;
14. ``lang.kept_then_change.kept_then_change`` — "O5 रद्द नहीं करना है, बस …": the order kept, then its change, apart;
15. ``lang.not_need_cut.not_need_cut`` — "O6 curd 20 packet not want, cancel": the terse "not want" as "not wanted";
16. ``lang.tins_restated.tins_restated`` — "30 litres of ghee (two 15 L tins)": a bracket restating the count dropped;
17. ``lang.change_restated.change_restated`` — "2 बोरी की जगह 1 बोरी (5 किलो के 20 की जगह 10 पैकेट)": a bracket restating
    the count change before it dropped;
18. ``lang.unit_dots.unit_dots_dropped`` — "twenty kg. aaloo send": a unit's full stop before the goods it counts dropped;
19. ``lang.spoken_fillers.fillers_dropped`` — "suno, ek to paneer do kilo chahiye": the spoken "ek to" before counted
    goods dropped.

Each returns its text unchanged when it finds nothing to do; each is linear in the length.
"""
from __future__ import annotations

import re

from lang.tins_restated import tins_restated
from lang.unit_dots import unit_dots_dropped
from lang.spoken_fillers import fillers_dropped
from lang.change_restated import change_restated
from lang.add_ons import all_in_prices
from lang.asking_calls import asks_written
from lang.asides import asides_apart
from lang.clean import earlier_as_quoted, strip_reasoning
from lang.rates_told_back import rates_told_back
from lang.stock_then_plan import stock_then_plan
from lang.rate_asked_apart import rate_asked_apart
from lang.kept_then_change import kept_then_change
from lang.count_like_rate import counts_as_rates
from lang.csv_rows import csv_rows
from lang.ditto import with_dittos_filled
from lang.same_count import same_counts_filled
from lang.fallbacks import without_fallbacks
from lang.full_container import one_full
from lang.garbled import ungarbled
from lang.mistake_counts import mistake_counts
from lang.model_talk import without_model_talk
from lang.not_need_cut import not_need_cut
from lang.text_speak import spelled_out
from lang.tool_call_text import tool_call_text
from lang.sent_message import sent_only  # noqa: F401  (for lang.reader: kept out of its imports, at its size)

#: A letter or digit (what is left must say something).
_ALNUM = re.compile(r"\w")

__all__ = ["prepared"]


def _names_goods(text: str) -> bool:
    """``text`` names goods of the catalogue itself (a reply that names none takes them from its reasoning: "Thought:
    … ₹43 on sugar … Reply: Do ₹42.50 and we'll close today for 80 kg.", holdout101 d8047)."""
    from lang.items import matcher_for
    from lang.language import normalize
    return bool(matcher_for().find(normalize(text)))


def prepared(text: str) -> str:
    """``text`` after the passes of the module docstring. Never raises."""
    if isinstance(text, str) and ("(" in text or "send_message" in text):
        called = tool_call_text(text)
        text = called if called and called.strip() else text
    if isinstance(text, str) and text.strip():
        own = strip_reasoning(text)
        text = own if own is not text and _ALNUM.search(own) and _names_goods(own) else text
    text = all_in_prices(without_fallbacks(rates_told_back(earlier_as_quoted(without_model_talk(ungarbled(asks_written(
        text)))))))
    text = rate_asked_apart(stock_then_plan(asides_apart(same_counts_filled(with_dittos_filled(counts_as_rates(text))))))
    text = change_restated(tins_restated(not_need_cut(mistake_counts(spelled_out(one_full(csv_rows(kept_then_change(
        text))))))))
    return fillers_dropped(unit_dots_dropped(text))
