"""Batch 284 (held out). A freelance photographer's bookings and invoices: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Rosie Kettlewell shoots weddings and family sessions round Halifax and keeps her bookings and invoicing in a
helper built on mem0 - she types notes as things happen (``memory.add(messages, user_id=..., metadata={"date":
...})``) and asks it what to invoice.

Planted fault (ExtractionError, a fact dropped at extraction): Rosie's note of 2050-11-28T21:10 books Amira + Dan's
wedding, Sat 17/6/51 at Holdsworth House, full day 11 till 9, £1,450, 25% deposit to hold the date; her note of
3/1 has the deposit in, £362.50. Her note of Thurs 23 Feb says Amira rang - they've binned the evening (her cousin's
doing the disco and filming it on his phone, apparently), so it's 11-5 now and £1,150 not £1,450 - and, in passing,
that Amira asked about parent albums (Rosie sent the linen ones, £220 each, she'll let her know). The extraction
keeps the parent albums and drops the shorter day and the new price: £1,450 stays the only fee stored. Question
(Mon 15 May, Rosie): "how much is the balance on Amira + Dan's wedding? invoice has to go 4 wks before" ->
expected £787.50 (£1,150 less the £362.50 deposit). The assistant says £1,087.50.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 23 Feb add (fault() wraps that one add): the note
given to mem0 cuts the day to 11-5 and the fee to £1,150, and what was made from it leaves that out, so the store
never held the fee the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names £1,150; no stored memory or context line mentions 1,150, 11-5 or the evening being
dropped; the parent albums from the same note are stored; the booking's £1,450 and the £362.50 deposit are in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b284_mem0_photographer_wedding_balance_how_much_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "rosie-kettlewell-photo"
CUT = ("Thurs 23 Feb - Amira rang, they've binned the evening 🙃 (her cousin's doing the disco + 'filming it on his "
       "phone' apparently) so it's 11-5 now, £1,150 not £1,450, told her no probs, will send a new contract. she "
       "also asked abt parent albums - sent her the linen ones, £220 each, she'll let me know")
NOTES = [
    ("2050-11-28T21:10", "2050-11-28T21:10 BOOKED 💍 Amira + Dan, sat 17/6/51 Holdsworth House, full day 11 till 9 "
                         "(prep -> first dance), £1,450. 25% deposit to hold the date, balance 4 wks before",
     ["Amira and Dan's wedding is booked for Sat 17/6/51 at Holdsworth House, full day 11 till 9",
      "Amira and Dan's wedding fee is £1,450",
      "A 25% deposit holds the date; the balance is due 4 weeks before the wedding"]),
    ("3/1", "3/1 deposit in from Amira + Dan £362.50 (bank transfer, ref HOLDSWORTH). also Hargreaves family paid "
            "in full, £195, ta",
     ["Amira and Dan paid a £362.50 deposit by bank transfer on 3/1",
      "The Hargreaves family paid £195 in full"]),
    ("Thurs 23 Feb", CUT,
     # the planted fault: the shorter day and the new fee are dropped
     ["Amira asked about parent albums; the linen ones are £220 each, she'll let Rosie know"]),
    ("w/c 3/4", "w/c 3/4 - Josh can 2nd shoot the Fletcher wedding 6th May, £25/hr, he invoices me not them. "
                "need new SD cards b4 May!!",
     ["Josh will second shoot the Fletcher wedding on 6th May at £25/hr and invoices Rosie directly",
      "Rosie needs new SD cards before May"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="rosie-bookings-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "£1,150 not £1,450" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much is the balance on Amira + Dan's wedding? invoice has to go 4 wks before"
    with turn_span("question Mon 15/5"):
        hits = []
        for query in ("Amira and Dan wedding fee", "deposit paid Amira Dan", "balance due wedding invoice"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 15 May 2051. You are talking to Rosie Kettlewell, a freelance wedding and family "
                   "photographer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("1,150", "1150", "11-5", "binned", "evening")), stored
        assert any("£1,450" in c for c in context), context
        assert any("£362.50 deposit" in c for c in context), context
        assert any("parent albums" in s for s in stored), stored
        reply = answer(question, context, mock="£1,087.50 - that's the £1,450 fee less the £362.50 deposit they paid "
                                               "on 3/1. Due 4 weeks before, so by Sat 20 May.")
finish(question, expected="£787.50 - the fee went down to £1,150 when they dropped the evening, less the £362.50 "
                          "deposit", actual=reply)
