"""Readings of a whole message made again from its text once it has been read (part of ``lang.reader.read_message``,
after ``lang.order_moves``), in this order:

- ``lang.swaps_read``: counted goods swapped for other counted goods in one sentence ("Send 3 kg moong dal instead of
  5 kg chana dal");
- ``lang.line_unit``: a count changed on a named order's line with no unit, counted in the line's unit ("Order O4 mein
  Lux soap 60 se 40 kar do", "O12 में चावल 50 की जगह 30 कर दीजिए");
- ``lang.count_changed``: a count on an order asked changed, said "not N, only M" ("सॉरी O20 बदलो। कोलगेट 24 नहीं
  सिर्फ़ 12।", "sorry O20 change. colgate 12 only not 24."): the line changed;
- ``lang.rates_apart``: prices named in turn in a sentence of their own after the goods they price ("… Colgate 100g
  ke 36 bhej do. Rate wahi ₹88 aur ₹48 rakhna.", "… 36 कोलगेट भेज दो। रेट वही ₹88 और ₹48 रखना।", "… Keep the rates
  the same, ₹88 and ₹48.");
- ``lang.lot_sent``: a lot whose price is accepted, then asked sent by its count alone ("₹3,144 for 24 litres of
  mustard oil is fine. Please send the 24 litres.", "… कृपया ये 24 लीटर भेज दीजिए।");
- ``lang.count_left_told``: a count told after a change to an order as its state: the rest after a cut ("… The
  remaining 8 cases are fine", "बाक़ी 8 case ठीक हैं"), the total after an addition ("… to O8 (total 30)");
- ``lang.lot_in_brackets``: a count of containers with the lot's contents in brackets ("2 tins of ghee (30 L)", "2
  पेटी (24 लीटर)", "**15 kilo** (30 packet)"): the bracket's count; and, in a delivery question, its goods' count
  ("When will the 3 tins of mustard oil (45 litres) in O4 be delivered?": 45 litres, ``lot_asked_after_read``);
- ``lang.lot_told_twice``: a lot counted in its unit, then told again as its containers ("24 litres (2 cartons)",
  "1 quintal (20 bags of 5 kg)", "60 litres, i.e. 120 packets"): the lot, when the containers hold just it;
- ``lang.reason_after_change``: a reason after a comma, right after a count changed on a named order ("make it 12 kg
  instead of 20 kg, no space left in the godown"): the change, the reason a sentence of its own;
- ``lang.worked_counts``: a count worked out from the one count of goods told ("You sent 20 kg atta last Monday.
  This week send double that.", "O3 has 40 kg onions — cut that by half."): the count worked out;
- ``lang.order_goods_after``: a question about a named order followed by its goods, counted, in a sentence of their
  own ("O15 when coming?? 40 kg potato and 6 dozen banana."): the goods of that order, asked about;
- ``lang.paid_described``: what a paid bill or order held, in brackets beside its id ("We have paid bill B1 (O1, 20
  packets of atta) in full"): the payment's description;
- ``lang.paid_bracket_asks``: a request in brackets beside a paid bill ("Paid B1 (send 20 packets more).") read as
  a sentence of its own (it had been lost as the payment's description);
- ``lang.bill_lines_table``: a bill's lines in a table under the line naming it ("**B12 checked:**" over its lines,
  then "we have paid B12 in full"): the working of the bill paid or disputed;
- ``lang.quoted_price_named``: a price agreed in a sentence naming no goods, the very figure the quoted message
  gives one goods ("> Can do refined oil at ₹118/L" / "₹118 is ok. Send 15 litres."): those goods' price agreed;
- ``lang.agreed_if_sent``: prices proposed, then goods asked sent only if the supplier agrees ("Refined oil ₹110. If
  you agree, send 24 ltr refined."): one offer a goods, with its count and price;
- ``lang.bill_held``: a bill's payment held until corrected beside other bills paid ("B7 pending till correction."):
  read without that sentence;
- ``lang.total_row``: a Total line closing a list of counted goods, their sum ("| **Total** | 45 kg |"): read without it;
- ``lang.along_with_named``: a count sent "along with" other goods, of the one goods named before it ("done at ₹42
  for sugar. Send 20 kg along with the rice", "15 लीटर चीनी के साथ ही भेज देना" after the mustard oil agreed): read
  with that goods' name after the count;
- ``lang.rival_told``: another seller's price told as news beside a request that bargains nothing ("Gupta Traders
  keeps pushing atta at ₹209 … Please send the bill for O13"): read without it;
- ``lang.price_told_before``: a price told again or compared before the counter asked ("Rice at ₹37 is ₹1 more than
  Gupta's; do ₹36 and we'll book 2 bori", "आपका बताया भाव ₹545 … से ज़्यादा है। अगर आप ₹525 कर सकें …"): read
  without the told amounts, kept when it offers;
- ``lang.bill_line_money``: a rupee amount refused on a line naming a bill, in a message acting only on bills ("• Bill
  B2 (O1 – sugar, besan): ₹6,800.00 — UTR …"): read without it;
- ``lang.cut_on_order_said``: a named order's count changed by "not N … only M" ("In O8 send only 12 Colgate, not
  24.", "O6 me Lifebuoy sabun 24 se ghata ke 12 kar do."), refused "what about O8?": the line changed;
- ``lang.rate_cited_order``: an order's id cited only for a rate ("we will pay ₹42, as on O1", "जैसे O1 में", "rate
  O4 wala"), refused "what about O1?": read without the citation;
- ``lang.added_goods_named``: a count added to a named order with no goods ("Atta at ₹225 is fine. Add 10 bags to
  O8."), refused "what about O8?": of the one goods named before it;
- ``lang.other_order_goods``: goods named only in brackets after an order's id ("O4 (अगरबत्ती, रिन और माचिस वाले
  माल) के B3 की कॉपी"), read onto another order's intent: read without the brackets' words.

Shape: ``read_again(text, reading, read, catalogue=None)`` → Reading, with the message as written, its reading so
far, ``read`` (text → Reading: the whole reading of a text written again) and the catalogue. Never raises unless
``read`` does.
"""
from __future__ import annotations

from lang.count_changed import count_changed_read
from lang.count_left_told import count_left_told_read
from lang.line_unit import line_unit_read
from lang.lot_in_brackets import lot_asked_after_read, lot_in_brackets_read
from lang.lot_sent import lot_sent_read
from lang.lot_told_twice import lot_told_twice_read
from lang.reason_after_change import reason_after_change_read
from lang.order_goods_after import order_goods_after_read
from lang.paid_described import paid_described_read
from lang.paid_bracket_asks import paid_bracket_asks_read
from lang.bill_lines_table import bill_lines_table_read
from lang.quoted_price_named import quoted_price_named_read
from lang.rates_apart import rates_apart_read
from lang.swaps_read import swaps_read
from lang.worked_counts import worked_counts_read
from lang.agreed_if_sent import agreed_if_sent_read
from lang.bill_held import bill_held_read
from lang.total_row import total_row_read
from lang.bill_line_money import bill_line_money_read
from lang.bill_working import bill_working_read, working_unclear
from lang.along_with_named import along_saath_read, along_with_named_read
from lang.rival_told import rival_told_read
from lang.price_told_before import price_told_before_read
from lang.cut_on_order_said import cut_on_order_read
from lang.rate_cited_order import rate_cited_read
from lang.added_goods_named import added_goods_named_read
from lang.other_order_goods import other_order_goods_read

__all__ = ["read_again"]


def read_again(text, reading, read, catalogue=None):
    """``reading``, or the reading of ``text`` written again by the first of the module docstring's steps that
    applies, each given the one before's result."""
    reading = swaps_read(text, reading, read, catalogue)
    reading = line_unit_read(text, reading, read, catalogue)
    reading = count_changed_read(text, reading, read)
    reading = rates_apart_read(text, reading, read)
    reading = lot_sent_read(text, reading, read, catalogue)
    reading = count_left_told_read(text, reading, read)
    reading = lot_in_brackets_read(text, reading, read, catalogue)
    reading = lot_asked_after_read(text, reading, read, catalogue)
    reading = lot_told_twice_read(text, reading, read, catalogue)
    reading = reason_after_change_read(text, reading, read, catalogue)
    reading = worked_counts_read(text, reading, read, catalogue)
    reading = order_goods_after_read(text, reading, read, catalogue)
    reading = paid_described_read(text, reading, read)
    reading = paid_bracket_asks_read(text, reading, read)
    reading = bill_lines_table_read(text, reading, read)
    reading = quoted_price_named_read(text, reading, read, catalogue)
    reading = agreed_if_sent_read(text, reading, read)
    reading = total_row_read(text, bill_held_read(text, reading, read), read)
    reading = along_saath_read(text, along_with_named_read(text, reading, read, catalogue), read, catalogue)
    reading = price_told_before_read(text, rival_told_read(text, reading, read), read)
    reading = bill_line_money_read(text, reading, read)
    reading = bill_working_read(text, reading, read)
    reading = rate_cited_read(text, cut_on_order_read(text, reading, read, catalogue), read, catalogue)
    reading = other_order_goods_read(text, added_goods_named_read(text, reading, read, catalogue), read, catalogue)
    return working_unclear(text, reading)
