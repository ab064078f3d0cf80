"""``kirana read-message``: one message or a file of them, as a table or JSON lines."""
from __future__ import annotations

import json

from typer.testing import CliRunner

from kirana.cli import app

runner = CliRunner()


def test_one_message_as_json():
    result = runner.invoke(app, ["read-message", "Please send 20 kg chawal @ ₹38.50 per kg", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data == {"readable": True, "reason": "", "language": "hinglish", "intent": "order",
                    "items": [{"item": "rice", "sku": "rice-1kg", "quantity": 20, "unit": "kg",
                               "unit_price_inr": 38.5, "total_price_inr": None, "selling_units": 20}],
                    "bill_id": None, "order_id": None, "total_inr": None,
                    "intents": [{"kind": "order", "sku": "rice-1kg", "quantity": 20, "unit_price_inr": 38.5,
                                 "total_inr": None, "price_change_inr": None, "order_id": None, "bill_id": None,
                                 "note": ""}],
                    "reason_said": ""}


def test_several_intents_reach_the_json():
    result = runner.invoke(app, ["read-message", "OK for rice at ₹39.16. Not interested in sugar.", "--json"])
    data = json.loads(result.stdout)
    assert [(i["kind"], i["sku"], i["unit_price_inr"]) for i in data["intents"]] == [
        ("accept", "rice-1kg", 39.16), ("reject", "sugar-1kg", None)]


def test_an_email_is_read_as_the_suppliers_desk_reads_it_and_the_counter_as_the_counter_hears_it():
    """A new user's trial: "Sugar 50 kg, Rs. 2,100 total." was shown as a counter bill of ₹2,100 while the desk, in
    the run, ordered 50 kg at ₹42; an e-mail states no counter bill (``read_message(..., email=True)``)."""
    text = "Sugar 50 kg, Rs. 2,100 total."
    data = json.loads(runner.invoke(app, ["read-message", text, "--json"]).stdout)
    assert [(i["kind"], i["sku"], i["quantity"], i["total_inr"]) for i in data["intents"]] == [
        ("order", "sugar-1kg", 50, 2100.0)]
    heard = json.loads(runner.invoke(app, ["read-message", "--counter", text, "--json"]).stdout)
    assert (heard["intent"], heard["total_inr"]) == ("bill", 2100.0)


def test_a_file_gives_one_json_object_per_line(tmp_path):
    messages = tmp_path / "m.txt"
    messages.write_text("कृपया 5 किलो चीनी भेज दीजिए\nsend some dal\nThat comes to ₹230\n", encoding="utf-8")
    result = runner.invoke(app, ["read-message", "--file", str(messages), "--json"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["language"] for r in rows] == ["hi", "en", "en"]
    assert rows[0]["intent"] == "order" and rows[0]["items"][0]["item"] == "sugar"
    assert rows[0]["items"][0]["quantity"] == 5 and rows[0]["items"][0]["unit"] == "kg"
    assert rows[1]["readable"] is False and rows[1]["reason"].startswith("ambiguous_item")
    assert rows[2]["readable"] is False and rows[2]["reason"].startswith("no_intent")  # an e-mail states no bill


def test_text_and_file_together_or_neither_is_an_error(tmp_path):
    assert runner.invoke(app, ["read-message"]).exit_code == 2
    f = tmp_path / "m.txt"
    f.write_text("x")
    both = runner.invoke(app, ["read-message", "hello", "--file", str(f)])
    assert both.exit_code == 2 and "not both" in both.output


def test_table_output_names_the_reading():
    result = runner.invoke(app, ["read-message", "dhai hazaar ka 50 kilo aata bhej do"])
    assert result.exit_code == 0, result.output
    assert "language: hinglish" in result.output


# --- a message that starts with "-" (the new-user trial: "No such option: -5" for "-5 kg rice") ----------------

def test_a_message_starting_with_a_dash_is_read_as_it_is():
    for args in (["read-message", "-5 kg rice", "--json"], ["read-message", "--json", "-5 kg rice"],
                 ["read-message", "-5 kg rice=300", "--json"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
        assert "No such option" not in result.output
        assert json.loads(result.stdout)["intent"] == "order", result.output
    counter = runner.invoke(app, ["read-message", "--counter", "-₹50 discount"])
    assert counter.exit_code == 0 and "No such option" not in counter.output, counter.output


def test_a_word_like_an_option_is_named_with_the_nearest_and_the_dashes_to_read_it():
    typo = runner.invoke(app, ["read-message", "--jsn", "send 5 kg rice"])
    assert typo.exit_code == 2
    assert " ".join(typo.output.split()) == ("error: no such option --jsn (did you mean --json?); if '--jsn' is the "
                                            "message, put -- before it: kirana read-message -- \"--jsn\"")
    dash_word = runner.invoke(app, ["read-message", "-rice"])
    assert dash_word.exit_code == 2 and "put -- before it: kirana read-message -- \"-rice\"" in dash_word.output
    as_written = runner.invoke(app, ["read-message", "--json", "--", "-rice, 10 kg"])   # after --: the message
    assert as_written.exit_code == 0 and json.loads(as_written.stdout)["items"][0]["item"] == "rice", as_written.output


def test_words_beyond_one_message_ask_for_quotes():
    result = runner.invoke(app, ["read-message", "5", "kg", "rice"])
    assert result.exit_code == 2
    assert " ".join(result.output.split()) == ('error: one message at a time, in quotes: kirana read-message '
                                              '"5 kg rice" (or --file FILE, one message a line)')


def test_a_refusal_is_shown_as_the_reply_words_it_in_the_messages_language():
    """The second trial (3 Dec): a Hindi message's refusal showed only the English detail."""
    out = json.loads(runner.invoke(app, ["read-message", "--json", "10 थैली चावल भेजो"]).output)
    assert not out["readable"] and out["language"] == "hi"
    assert "किलो, लीटर, पैकेट या पीस में लिखिए" in out["reason_said"] and "state kg" not in out["reason_said"]
    table = " ".join(runner.invoke(app, ["read-message", "10 थैली चावल भेजो"]).output.split())
    assert "reason (hi, no_quantity.no_fixed_size): मात्रा नहीं लिखी:" in table and "state kg" not in table
    assert json.loads(runner.invoke(app, ["read-message", "--json", "Send 20 kg rice"]).output)["reason_said"] == ""


def test_the_table_says_the_reason_in_the_messages_language_or_reason_ins():
    """A new user's walk, session 55: a Hindi or Hinglish message's reason was printed in English first."""
    def head(*args):
        result = runner.invoke(app, ["read-message", *args])
        assert result.exit_code == 0, result.output
        return " ".join(result.stdout.split())

    assert head("Kal ki delivery time pe aa gayi, bahut shukriya!").endswith(
        "reason (hinglish, no_intent.note): ismein koi request nahi mili: “yeh shukriya ya jaankari ka message hai; "
        "ismein kuch maanga nahi gaya, isliye karne ko kuch nahi”")
    hindi = "कल की डिलीवरी समय पर आई, बहुत धन्यवाद।"
    assert "reason (hi, no_intent.note): इसमें कोई माँग नहीं मिली:" in head(hindi) and "thanks" not in head(hindi)
    assert head("--reason-in", "en", hindi).endswith(
        "reason (en, no_intent.note): we found no request in it: “this is a note of thanks or news; it asks nothing, "
        "so there is nothing to do”")
    said = json.loads(runner.invoke(app, ["read-message", "--json", "--reason-in", "hi", "Thank you"]).stdout)
    assert said["language"] == "en" and said["reason_said"].startswith("इसमें कोई माँग नहीं मिली:")
    assert said["reason"].startswith("no_intent: this is a note of thanks")  # the English detail stays, for tools
    wrong = runner.invoke(app, ["read-message", "--reason-in", "hindi", "Thank you"])
    assert wrong.exit_code == 2
    assert " ".join(wrong.output.split()) == "error: --reason-in: 'hindi'; use one of message, en, hi, hinglish"


def test_the_table_shows_every_intent_the_desk_acts_on():
    """The re-trial of the thirty-second session: the table listed the goods named ("rice", "salt") but not what is
    asked of them — "Don't send sugar" showed as a reject only in --json. Each intent now has its row."""
    result = runner.invoke(app, ["read-message", "Don't send sugar. Send 10 kg rice. What is your rate for salt?"])
    assert result.exit_code == 0
    rows = [line.split("│")[1:-1] for line in result.stdout.splitlines() if line.startswith("│")]
    acts = [[cell.strip() for cell in row[:3]] for row in rows if len(row) == 8]
    assert acts == [["reject", "sugar-1kg", "—"], ["order", "rice-1kg", "10"], ["ask_quote", "salt-1kg", "—"]]
    assert "what the supplier's desk acts on" in result.stdout
