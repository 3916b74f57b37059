"""Batch 64 (held out). A sixth-form prom committee: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Priya chairs the Year 13 prom committee at Hollins Park sixth form (prom Fri 30 June 2028, the Grand Pavilion,
Southsea). She dictates the committee's notes into mem0 with ``memory.add(messages, user_id="hp-prom",
metadata={"date": ...})`` and mem0's LLM pulls the facts out. Nine notes, Jan - Mar 2028.

Planted fault (ExtractionError, omitted at extraction): after the 2/3 meeting Priya notes: "mtg w Mrs Okoro 2/3 -
deposit (£500) went to the Pavilion on the 28th, DJ Kaz booked 8-12. ticket's still 42 on the posters BUT the PTA
are putting £7 a head in from the quiz night money so yr 13s actually pay 35, guests from outside pay full 42.
posters being redone wk of 6th". The extraction keeps the deposit, the DJ and the posters, and drops the PTA's £7
(and so the £35). The January note says tickets are £42. Question (Tue 7/3, a Year 13 at the stall): "how much is a
ticket for me?" -> expected £35. The assistant says £42.

Expected verdict: ExtractionError at mem0.extract inside the 2/3 add (fault() wraps that one add). Asserted: the
note has the PTA's £7; no stored memory mentions it (nor 35), while the deposit and the DJ from the same note are in
the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import re
import tempfile

from common import answer, fault, finish, setup

setup("b64_mem0_prom_ticket_price_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hp-prom"
MARCH = ("mtg w Mrs Okoro 2/3 - deposit (£500) went to the Pavilion on the 28th, DJ Kaz booked 8-12. ticket's still "
         "42 on the posters BUT the PTA are putting £7 a head in from the quiz night money so yr 13s actually pay 35, "
         "guests from outside pay full 42. posters being redone wk of 6th")
NOTES = [
    ("2028-01-11", "first prom mtg!! venue shortlist: Grand Pavilion (Southsea), the Marriott, Hilsea Lido "
                   "clubhouse. budget from last yr's committee = ticket 40ish",
     ["Prom venue shortlist: the Grand Pavilion in Southsea, the Marriott and the Hilsea Lido clubhouse"]),
    ("18/1/28", "Pavilion it is - 7 votes to 3. fri 30 june, 7pm-12. 3 course + room + photo booth, tickets "
                "£42, sold at the stall in the common room tues + thurs lunch",
     ["Prom is at the Grand Pavilion on Friday 30 June, 7pm to midnight",
      "Prom tickets are £42 and include a three-course meal and the photo booth",
      "Tickets are sold at the common room stall on Tuesday and Thursday lunchtimes"]),
    ("Jan 25", "Ollie's mum says she'll do the flowers for the tables at cost. Leah + Sam on decs, theme = "
               "'midnight in Paris' (sorry Ollie, outvoted)",
     ["Ollie's mum is doing the table flowers at cost", "Leah and Sam are doing decorations",
      "The prom theme is Midnight in Paris"]),
    ("2028-02-08", "PTA quiz night fri 18th in the hall, £3 a head, we're doing the raffle. Mr Dunn quizmaster",
     ["The PTA quiz night is Friday 18 February in the hall, £3 a head",
      "The prom committee runs the raffle at the quiz night", "Mr Dunn is the quizmaster"]),
    ("21.2.28", "quiz made £1,140!! + raffle 260. Mrs Okoro says the PTA want it to go on the prom somehow",
     ["The quiz night made £1,140 and the raffle £260",
      "The PTA want the quiz money to go towards the prom"]),
    ("2028-03-02", MARCH,
     # the planted fault: the PTA's £7 a head (and so the £35 for year 13s) is not extracted
     ["A £500 deposit was paid to the Grand Pavilion on 28 February",
      "DJ Kaz is booked for the prom from 8 to 12",
      "The prom posters are being redone the week of 6 March"]),
    ("3rd Mar", "guest forms - outside guests need a form signed by Mr Dunn by fri 5 May, no under 16s",
     ["Outside guests need a form signed by Mr Dunn by Friday 5 May",
      "No guests under 16 are allowed at the prom"]),
    ("2028-03-04", "coach quotes in from Solent Travel + Emsworth Coaches, going w whoever's cheapest for 2 "
                   "53-seaters",
     ["Coach quotes requested from Solent Travel and Emsworth Coaches for two 53-seaters"]),
    ("6/3", "63 tickets sold so far, 2 refunds (Jake's family holiday clash, Amira's ill)",
     ["63 prom tickets sold so far with 2 refunds"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hp-prom"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MARCH:
                assert "£7 a head" in note and "pay 35" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much is a ticket for me?"
    with turn_span("question Tue 7/3"):
        hits = []
        for query in ("prom ticket price year 13", "how much is a prom ticket", "PTA quiz money prom tickets",
                      "Pavilion deposit paid DJ booked"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 7 March 2028. You are talking to a Year 13 student at the ticket stall."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("£500 deposit" in c for c in context), context
        assert any("DJ Kaz" in c for c in context), context
        assert any("tickets are £42" in c for c in context), context
        assert not any("£7" in s or re.search(r"\b35\b", s) or "putting" in s for s in stored + context), stored
        reply = answer(question, context, mock="£42 - that covers the three-course meal and the photo booth. "
                                               "The stall's open Tuesday and Thursday lunchtimes.")
finish(question, expected="£35 - the PTA's putting seven quid of the quiz money towards each Year 13's ticket",
       actual=reply)
