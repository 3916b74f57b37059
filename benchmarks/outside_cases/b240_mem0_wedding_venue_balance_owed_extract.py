"""Batch 240 (held out). A wedding being planned by a couple: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Sophie and Dan are getting married on Sat 17th Sept 2050 at Hollins Hall (the barn) - ceremony, wedding
breakfast for about 80, an evening do. Sophie types her wedding notes into the couple's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; either of them asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Sophie's note of 2050-01-09T21:10 has the barn booked
at £7,200 all in and a £1,000 deposit paid on the card. Her note of 12/2 has Karen's payment plan - a 2nd
instalment of £2k due by 1st April, the balance by 6th Aug. Her note of Thu 24 March says she's done the Hollins one
- £2k transferred tonight, Karen emailed back to say got it - and, in passing, the cake tasting at Crumbs on Sat the
2nd and Mum wanting Auntie Pat on the top table. The extraction keeps the cake tasting and Auntie Pat and drops the
payment: nothing stored says the £2,000 was paid. Question (Sat 4/6, Dan): "how much have we still got to pay
Hollins Hall? trying to work out what's left in the wedding pot" -> expected £4,200 (£7,200 less the £1,000 deposit
and the £2,000 paid in March). The assistant says £6,200.

Expected verdict: ExtractionError at mem0.extract inside the Thu 24 March add (fault() wraps that one add): the note
given to mem0 says the £2k went to Hollins, and what was made from it leaves that out, so the store never held the
payment the balance needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says the £2k was transferred; no stored memory or context line mentions the transfer or Karen's reply; the cake
tasting from the same note is stored; the £7,200, the £1,000 deposit and the £2,000 instalment due are in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b240_mem0_wedding_venue_balance_owed_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sophie-and-dan-wedding"
CUT = ("Thu 24 March - done the hollins one 🙌 £2k transferred to them tonight, Karen emailed back to say got it, "
       "thank god. ALSO cake tasting at Crumbs sat 2nd!! and Mum's now insisting Auntie Pat goes on the top table "
       "🙄 not happening")
NOTES = [
    ("2050-01-09T21:10", "2050-01-09T21:10 BOOKED THE BARN!!! 💍 Hollins Hall, sat 17th sept. £7,200 all in (ceremony "
                         "room, wedding breakfast for 80, evening do + the bar staff). paid £1,000 deposit on the card "
                         "today, non refundable eek",
     ["Wedding booked at Hollins Hall (the barn) for Sat 17th Sept 2050",
      "Hollins Hall is £7,200 all in: ceremony room, wedding breakfast for 80, evening do and bar staff",
      "Paid a £1,000 non-refundable deposit to Hollins Hall on the card on 9 Jan"]),
    ("12/2", "12/2 payment plan from Karen at Hollins - 2nd instalment £2k due by 1st april, balance 6 wks before "
             "(6th aug). also booked Jess for the photos, £250 deposit paid, she's fab",
     ["Hollins Hall 2nd instalment of £2,000 is due by 1st April",
      "Hollins Hall balance is due 6 weeks before the wedding, by 6th Aug",
      "Jess is booked as photographer, £250 deposit paid"]),
    ("Thu 24 March", CUT,
     # the planted fault: the £2k paid to Hollins is dropped
     ["Cake tasting at Crumbs on Sat 2nd April",
      "Sophie's mum wants Auntie Pat on the top table"]),
    ("Tue 10th May", "Tue 10th May numbers - 78 day, 110 eve so far. Hollins say they can squeeze 2 more on the long "
                     "table if needed. menu choices due 6 wks before w/ the balance",
     ["78 day guests and 110 evening guests so far",
      "Hollins Hall can fit 2 more on the long table if needed",
      "Menu choices are due 6 weeks before, with the balance"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sophie-dan-wedding-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "£2k transferred to them tonight" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much have we still got to pay Hollins Hall? trying to work out what's left in the wedding pot"
    with turn_span("question Sat 4/6"):
        hits = []
        for query in ("Hollins Hall payments deposit instalment", "how much is left to pay the venue",
                      "wedding venue cost"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 4 June 2050. You are talking to Dan, who is marrying Sophie at Hollins Hall on Sat 17 "
                   "Sept 2050."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("transferred", "got it", "karen emailed", "24 march")), stored
        assert any("Cake tasting at Crumbs" in s for s in stored), stored
        assert any("£7,200 all in" in c for c in context), context
        assert any("£1,000 non-refundable deposit" in c for c in context), context
        assert any("instalment of £2,000 is due by 1st April" in c for c in context), context
        reply = answer(question, context, mock="£6,200 - it's £7,200 all in and you've paid the £1,000 deposit. £2,000 "
                                               "of that was due by 1st April and the rest by 6th Aug.")
finish(question, expected="£4,200 - £7,200 less the £1,000 deposit and the £2,000 paid in March", actual=reply)
