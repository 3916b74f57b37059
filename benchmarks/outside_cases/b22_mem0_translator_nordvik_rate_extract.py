"""Batch 22 (held out). A freelance translator's work log: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Magda, a DE/PL>EN freelance translator, types quick notes into an assistant at the end of the day (jobs,
deadlines, invoices, rates, clients' quirks); each is stored with ``memory.add(messages, user_id="magda-tr",
metadata={"date": ...})`` and mem0's LLM extracts the facts. Sixteen notes over September 2025. Several share words
with the question (her rate sheet, Nordvik Legal's earlier invoice, Henrik asking about Norwegian).

Planted fault (ExtractionError, omitted at extraction): the note of Wed 24/9 reads "Call w Henrik (Nordvik Legal,
Oslo) - arbitration bundle DE>EN ~11k wds coming Mon 29/9, back by Fri 10/10. Said 0.11/wd for this one bc legal +
tight turnaround, he didn't blink. POs to accounts@nordviklegal.no not to him". The extraction keeps the job, the
dates and where the POs go, and drops the rate agreed. Question (Tue 30/9): "What rate did I agree with Nordvik
for the arbitration bundle?" -> expected "11 euro cents a word". The assistant says her standard DE>EN rate,
EUR 0.09.

Expected verdict: ExtractionError at mem0.extract inside the 24/9 add (fault() wraps that one add). Asserted: the
note says 0.11/wd; no stored memory and nothing in the context holds 0.11, while the job and its dates from the same
note are in the context. Another reading: none that we see; the search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b22_mem0_translator_nordvik_rate_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "magda-tr"
RATE_NOTE = ("Call w Henrik (Nordvik Legal, Oslo) - arbitration bundle DE>EN ~11k wds coming Mon 29/9, back by Fri "
             "10/10. Said 0.11/wd for this one bc legal + tight turnaround, he didn't blink. POs to "
             "accounts@nordviklegal.no not to him")
NOTES = [
    ("2025-09-01", "Rates sheet for this yr finally done: DE>EN 0.09/wd, PL>EN 0.10, min charge EUR 45, proofing "
                   "30/hr. all in EUR exc the UK agencies (GBP)",
     ["Standard rate DE>EN is EUR 0.09 per word", "Standard rate PL>EN is EUR 0.10 per word",
      "Minimum charge is EUR 45", "Proofreading is EUR 30 an hour", "UK agencies are billed in GBP"]),
    ("2025-09-02", "Lingotek (agency) PM Sarah sent a 2.4k PL>EN HR policy, due Thurs 4th 12 noon UK. their rate "
                   "GBP 0.075 - meh but regular",
     ["Lingotek (PM Sarah) sent a 2,400-word PL>EN HR policy due Thursday 4 September at noon UK time",
      "Lingotek pays GBP 0.075 per word"]),
    ("2025-09-03", "Studio Lumen - app strings FR>EN?? told them I don't do FR, sent Claire's details",
     ["Studio Lumen asked for FR>EN app strings and was passed to Claire"]),
    ("2025-09-05", "Nordvik paid INV-024 (EUR 612, the share purchase agmt) on the dot. Good payers",
     ["Nordvik Legal paid invoice INV-024 of EUR 612 on time"]),
    ("2025-09-08", "Trados sub renews 1 Oct - EUR 325?! look at the freelance plus deal b4 then",
     ["The Trados subscription renews on 1 October for EUR 325"]),
    ("2025-09-09", "Henrik asked if I do Norwegian - no!! gave him Sigrid's email",
     ["Henrik asked about Norwegian and was given Sigrid's email"]),
    ("2025-09-11", "Lingotek HR policy done + delivered, invoiced GBP 180",
     ["The Lingotek HR policy was delivered and invoiced at GBP 180"]),
    ("2025-09-12", "Weber Maschinenbau manual 7.5k DE>EN, due 26/9, usual rate, they want a glossary too",
     ["Weber Maschinenbau sent a 7,500-word DE>EN manual due 26 September at the usual rate",
      "Weber Maschinenbau wants a glossary with the manual"]),
    ("2025-09-15", "Dentist Thurs 18th 9.20 - block the morning",
     ["Dentist appointment Thursday 18 September at 9.20"]),
    ("2025-09-17", "ITI conf in Leeds 17-18 Oct, early bird GBP 145 till end of month. Prob go",
     ["The ITI conference in Leeds is on 17-18 October, early bird GBP 145 until the end of September"]),
    ("2025-09-19", "Weber glossary - 140 terms, sent to Jürgen to check. Manual 60% done",
     ["The Weber glossary has 140 terms and was sent to Jürgen to check"]),
    ("2025-09-24", RATE_NOTE,
     # the planted fault: the rate agreed for the arbitration bundle is not extracted
     ["Nordvik Legal (Henrik) is sending an arbitration bundle of about 11,000 words DE>EN on Monday 29 September",
      "The Nordvik arbitration bundle is due back Friday 10 October",
      "Purchase orders for Nordvik Legal go to accounts@nordviklegal.no"]),
    ("2025-09-25", "Weber manual delivered a day early, invoice INV-027 EUR 675 (7.5k x 0.09)",
     ["The Weber manual was delivered a day early and invoiced as INV-027 for EUR 675"]),
    ("2025-09-26", "Tax - payment on account due 31 Jan, put 25% of Sept aside",
     ["Put 25% of September's income aside for the payment on account due 31 January"]),
    ("2025-09-29", "Nordvik bundle in - 11,380 wds in the end, lots of exhibits, some scanned badly. Asked Henrik "
                   "for cleaner PDFs",
     ["The Nordvik bundle arrived with 11,380 words and some badly scanned exhibits",
      "Asked Henrik for cleaner PDFs of the exhibits"]),
    ("2025-09-29", "Booked the ITI early bird, hotel Premier Inn Leeds city, GBP 89/nt",
     ["Booked the ITI conference early bird and the Premier Inn Leeds city at GBP 89 a night"]),
]
EXTRACTED = {note[:40]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="magda-tr"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == RATE_NOTE:
                assert "0.11/wd" in note and "Nordvik" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "What rate did I agree with Nordvik for the arbitration bundle?"
    with turn_span("question Tue 30/9"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 30/9/25."] + [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("arbitration bundle of about 11,000 words" in c for c in context), context
        assert any("EUR 0.09 per word" in c for c in context), context
        assert not any("0.11" in s or "11 cents" in s for s in stored + context), stored
        reply = answer(question, context, mock="Your standard DE>EN rate - EUR 0.09 a word. I can't see anything "
                                               "different agreed with Nordvik for this one.")
finish(question, expected="11 euro cents a word (the legal / tight-turnaround rate Henrik agreed on the call)",
       actual=reply)
