"""Batch 181 (held out). A village hall's craft and cake sale: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Ketley Bank village hall's craft and cake sale was Sat 16th May 2043, 10-2 - 14 craft stalls at £8 a table, the
WI's cake stall, a raffle (hamper first prize) and teas from the kitchen hatch, all towards a new urn and the hall's
running costs. Pat (the hall committee's secretary) types her notes into the hall's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; Gwen (treasurer) asks it things for the accounts.

Planted fault (ExtractionError, a figure garbled away at extraction): Pat's note of the evening of the sale (16th
may) has the day's takings - cake stall £143.20, raffle £86.50 (and, as an aside, the hamper went to Doreen's
grandson), teas £112 in the ice cream tub - and that the urn's gone home with Jean. The extraction keeps the cake
stall's £143.20, the teas' £112 and the urn, and turns the raffle into "the raffle's first prize, the hamper, went to
Doreen's grandson" - the £86.50 is lost. Question (Weds 20/5, Gwen): "how much did the raffle + teas take between
them? doing the urn fund sheet" -> expected £198.50 (£86.50 raffle + £112 teas). The assistant says £112, there's no
raffle figure noted.

Expected verdict: ExtractionError at mem0.extract inside the 16th May add (fault() wraps that one add): the note
handed to mem0 has "raffle £86.50", and what was made from it keeps the raffle only as the hamper's winner, so the
store never held the figure the sum needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note has "raffle £86.50"; no stored memory or context line has 86.50 or 86.5; the £112 teas line and the
hamper line from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b181_mem0_craft_sale_raffle_teas_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ketley-bank-hall-pat"
TAKINGS = ("what a day!! 🧁 cake stall £143.20 (Mavis's lemon drizzles gone by 11 lol), raffle £86.50 - hamper went "
           "to Doreen's grandson of course 🙄 - teas £112 in the ice cream tub. Barry's counting the table money tmrw. "
           "urn's gone home w Jean, it's leaking again")
NOTES = [
    ("2043-04-20T19:15", "craft + cake sale sat 16th may 10-2 🎨 14 stalls booked @ £8 a table, WI doing the cakes. "
                         "raffle £1 a strip, teas 50p a cuppa or £1 w cake. £40 float from the tin. all for the "
                         "new urn fund + hall running costs",
     ["Craft and cake sale on Sat 16 May, 10am-2pm; 14 stalls booked at £8 a table",
      "WI is running the cake stall",
      "Raffle tickets £1 a strip; teas 50p a cup or £1 with cake",
      "£40 float taken from the tin",
      "Proceeds go to the new urn fund and hall running costs"]),
    ("16th may", TAKINGS,
     # the planted fault: the raffle's £86.50 never makes it into memory, only who won the hamper
     ["Cake stall took £143.20 at the craft sale; Mavis's lemon drizzles sold out by 11",
      "The raffle's first prize, the hamper, went to Doreen's grandson",
      "Teas took £112 at the craft sale",
      "Barry is counting the table money tomorrow",
      "The urn has gone home with Jean as it is leaking again"]),
    ("Sun 17/5", "Barry's done the tables - 13 paid = £104, the jewellery lady never showed 🤷 float back in the tin",
     ["13 stalls paid for their tables, £104 in total; the jewellery stallholder did not turn up",
      "The £40 float has been returned to the tin"]),
    ("Tue 19th", "Gwen wants it all by fri for the hall accs. new urn's £250 from Nisbets, we're getting there 🙏",
     ["Gwen needs all the figures by Friday for the hall accounts",
      "The new urn from Nisbets costs £250"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ketley-bank-hall-2043"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == TAKINGS:
                assert "raffle £86.50" in note and "teas £112" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much did the raffle + teas take between them? doing the urn fund sheet"
    with turn_span("question Weds 20/5"):
        hits = []
        for query in ("raffle takings", "teas money", "how much did the craft sale take", "urn fund"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 20 May 2043. You are talking to Gwen, treasurer of Ketley Bank village hall; the "
                   "craft and cake sale was Sat 16 May."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s for s in stored + context for w in ("86.50", "86.5", "£86")), stored
        assert any("Teas took £112" in c for c in context), context
        assert any("the hamper, went to Doreen's grandson" in c for c in context), context
        reply = answer(question, context, mock="£112 - that's the teas. There's no raffle total noted, just that the "
                                               "hamper went to Doreen's grandson.")
finish(question, expected="£198.50 - £86.50 from the raffle + £112 from the teas", actual=reply)
