"""A reply going on below an earlier message quoted in its middle (``lang.reply_around``, session 38, fixer DC): the
question after the quote's closing dashes is read; the quote is not."""
from __future__ import annotations

import pytest

from lang.clean import quoted_lines
from reader_intents import reading

_EN = ("Dear Agarwal ji,\n\nBill B9 charges the 50 kg of rice at ₹42 per kg, whereas we agreed ₹40. Please send a "
       "corrected bill.\n\n-----Original Message-----\nFrom: Sinha General Store\nSent: 28 December 2027\n\nRice at ₹40 "
       "per kg we can accept — please send 50 kg.\n\n-----\n\n{after}\n\nRegards,\nAlok Sinha\nPh. 98352 41706")
_HI = ("आदरणीय अग्रवाल जी,\n\nबिल B9 में 50 किलो चावल ₹42 किलो के भाव से लगा है, जबकि हमारी बात ₹40 पर हुई थी। कृपया "
       "सुधरा हुआ बिल भेजें।\n\n-----मूल संदेश-----\nप्रेषक: सिन्हा जनरल स्टोर\n\nचावल ₹40 किलो मंज़ूर है — 50 किलो भेज "
       "दीजिए।\n\n-----\n\n{after}\n\nसादर,\nआलोक सिन्हा")
_HL = ("Aadarniya Agarwal ji,\n\nBill B9 mein 50 kilo chawal ₹42 kilo ke rate se laga hai, jabki hamari baat ₹40 pe "
       "hui thi. Kripya sudhra hua bill bhejiye.\n\n-----Original Message-----\nFrom: Sinha General Store\n\nChawal ₹40 "
       "kilo manzoor hai — 50 kilo bhej dijiye.\n\n-----\n\n{after}\n\nSaadar,\nAlok Sinha")

_DISPUTE = ("dispute", None, None, None, None, "B9")


@pytest.mark.parametrize("text, rows", [
    (_EN.format(after="Separately, may we know when O14 (30 kg gur and 30 kg chura) will be dispatched?"),
     [_DISPUTE, ("ask_delivery", "jaggery-1kg", 30, None, "O14", None),
      ("ask_delivery", "poha-500g", 60, None, "O14", None)]),
    (_HI.format(after="अलग से, O14 (30 किलो गुड़ और 30 किलो चूड़ा) कब रवाना होगा?"),
     [_DISPUTE, ("ask_delivery", "jaggery-1kg", 30, None, "O14", None),
      ("ask_delivery", "poha-500g", 60, None, "O14", None)]),
    (_HL.format(after="Alag se, O14 (30 kilo gur aur 30 kilo chura) kab dispatch hoga?"),
     [_DISPUTE, ("ask_delivery", "jaggery-1kg", 30, None, "O14", None),
      ("ask_delivery", "poha-500g", 60, None, "O14", None)]),
    # probes of our own: an order below the quote (not the quote's 50 kg rice)
    (_EN.format(after="Also please send 20 packets of Parle-G with the next van."),
     [_DISPUTE, ("order", "biscuits-65g", 20, None, None, None)]),
    (_HI.format(after="साथ में 20 पैकेट पारले-जी भी भेज दीजिए।"), [_DISPUTE, ("order", "biscuits-65g", 20, None, None, None)]),
    (_HL.format(after="Saath mein 20 packet Parle-G bhi bhej dijiye."),
     [_DISPUTE, ("order", "biscuits-65g", 20, None, None, None)]),
])
def test_the_reply_below_the_quotes_dashes_is_read(text, rows):
    assert reading(text) == rows


def test_nothing_below_the_dashes_but_a_signature_reads_as_before():
    text = _EN.replace("\n\n{after}", "")
    assert reading(text) == [_DISPUTE]
    assert "Rice at ₹40" in quoted_lines(text)[0]


def test_the_quote_between_is_context_not_the_reply():
    quoted, reply = quoted_lines(_HL.format(after="O14 kab aayega?"))
    assert "Chawal ₹40 kilo manzoor" in quoted and "O14 kab aayega" not in quoted
    assert "O14 kab aayega" in reply and "manzoor" not in reply
