"""Batch 151 (held out). A village hall tea dance's organiser's notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Joan runs Holmfield Village Hall's spring tea dance (Sat 16 May 2037, 2-5, the Moonlight Trio, tickets £6 with
tea and cake, 80 max). She types her notes into the hall committee's helper with ``memory.add(messages,
user_id=..., metadata={"date": ...})`` and the committee ask it things.

Planted fault (ExtractionError, omitted at extraction): Joan's note of Weds 8 Apr says 15 more tickets went at the
coffee morning (£90); that Margaret has sold 11 round the close and put £66 through Joan's door, so 50 sold and £300
in the tin altogether; and, in the same note, that Keith will polish the floor on the Friday night. The extraction
keeps the coffee morning's 15 (£90) and Keith's floor, and drops Margaret's 11 tickets and £66 (and the 50 / £300
totals). Question (Thu 23/4, Pat, the hall treasurer): "how much ticket money have we got in so far? doing the
paying-in book for the bank" -> expected £300 (24 at the Over 60s £144 + 15 at the coffee morning £90 + Margaret's
11 £66). The assistant adds up what it was given and says £234.

Expected verdict: ExtractionError at mem0.extract inside the Weds 8 Apr add (fault() wraps that one add): the note
handed to mem0 has Margaret's £66 and the £300, and no memory made from it has either, while two other facts of the
same note were kept; the search and the answer then worked faithfully on what was stored. Asserted: the note has
Margaret's 11 and the £66 and the £300; no stored memory or context line mentions Margaret, £66, £300 or 50 sold; the
£144 and £90 lines and Keith's floor line (same note) are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b151_mem0_teadance_ticket_money_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "holmfield-village-hall-joan"
APRIL = ("15 more at the coffee morning = £90. oh + Margaret's sold 11 round the close, she put £66 thru my door "
         "last nite in an envelope, so thats 50 sold + £300 altogether in the tin :) floor needs a polish b4 - "
         "Keith says he'll do it the fri night w the buffer")
NOTES = [
    ("14/3", "TEA DANCE sat 16th may 2-5 in the big hall. Moonlight Trio booked - £150, cash on the night pls. "
             "tickets £6 inc tea + cake, 80 max cos of the fire cert. Sheila's WI ladies doing the teas",
     ["The spring tea dance is on Saturday 16 May from 2 to 5 in the big hall",
      "The Moonlight Trio are booked for £150, paid in cash on the night",
      "Tea dance tickets are £6 including tea and cake, with a maximum of 80 because of the fire certificate",
      "Sheila's WI ladies are doing the teas"]),
    ("22.3.", "tix - 24 gone at the Over 60s on tues, £144 in the biscuit tin. Brenda's doing a raffle, prizes "
              "welcome (NOT more bath salts pls)",
     ["24 tea dance tickets were sold at the Over 60s club, £144, kept in the biscuit tin",
      "Brenda is running a raffle and prizes are welcome, but no more bath salts"]),
    ("Weds 8 Apr", APRIL,
     # the planted fault: Margaret's 11 tickets and her £66 (and so the 50 sold, £300 total) are dropped
     ["15 more tea dance tickets were sold at the coffee morning for £90",
      "Keith will polish the hall floor with the buffer on the Friday night before the dance"]),
    ("Tue 21/4", "Sheila wants 6 doz scones + jam, cake tins back to her after. raffle at the interval, 3.30ish. "
                 "band want a table by the stage + a jug of water",
     ["Sheila wants six dozen scones with jam, and the cake tins returned to her afterwards",
      "The raffle is drawn at the interval at about 3.30",
      "The band want a table by the stage and a jug of water"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="holmfield-tea-dance"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == APRIL:
            assert "Margaret's sold 11" in note and "£66" in note and "£300" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much ticket money have we got in so far? doing the paying-in book for the bank"
    hits = []
    for query in ("tea dance tickets sold money", "ticket money paid in envelope", "biscuit tin takings",
                  "coffee morning tickets"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 23 April 2037. You are talking to Pat, treasurer of Holmfield Village Hall, about the "
               "spring tea dance on Sat 16 May."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("£144" in c for c in context) and any("£90" in c for c in context), context
    assert any("Keith will polish" in c for c in context), context
    assert not any(w in s.lower() for s in stored + context for w in ("margaret", "£66", "£300", "50 sold")), stored
    reply = answer(question, context, mock="£234 so far - £144 from the Over 60s and £90 from the coffee morning.")
finish(question, expected="£300 - £144 from the Over 60s, £90 from the coffee morning and Margaret's £66 for the 11 "
                          "she sold round the close", actual=reply)
