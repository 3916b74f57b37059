"""Batch 185 (held out). A church's harvest supper: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: St Leonard's, Ketley, holds its harvest supper on Sat 3rd Oct 2043 in the church hall - doors half 6, sit down
7, pie and mash and a pudding, then the auction of promises; tickets £12 (kids £6), sold after church, at the WI and
at the coffee mornings, and the numbers go to Clarke's the butchers for the pies. Ruth (who organises it) types her
notes into the parish helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Frank, the
churchwarden, asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): the first note (2043-09-06T12:40) has 34 tickets sold
after church that morning; the 14/9 note has Jean selling 18 at the WI. Ruth's note of 22.9. says the coffee morning
sold another 21 - and Clarke's can do steak and ale plus a cheese and onion for the veggies, numbers by Fri 25th. The
extraction keeps the pies and drops the 21 tickets. Question (Weds 30/9, Frank): "how many tickets have we sold now?
the hall want to know how many tables to put out" -> expected 73 (34 after church + 18 at the WI + 21 at the coffee
morning). The assistant says 52 - after church and the WI only.

Expected verdict: ExtractionError at mem0.extract inside the 22.9. add (fault() wraps that one add): the note handed
to mem0 has the coffee morning's 21 tickets, and what was made from it leaves them out, so the store never held the
third number the count needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
has the 21; no stored memory or context line mentions 21, the coffee morning or "another"; the pies from the same
note, the 34 after church and the WI's 18 are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b185_mem0_harvest_supper_tickets_count_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-leonards-ketley-ruth"
COFFEE = ("coffee morning 22.9. - another 21 tickets gone 🎉 (mostly the Tues bowls lot). + Clarke's say they can do "
          "steak + ale and a cheese + onion for the veggies, want numbers by fri 25th")
NOTES = [
    ("2043-09-06T12:40", "harvest supper sat 3rd oct 🍎🥧 church hall, doors half 6 for 7. £12 a head, kids £6. pie + "
                         "mash, pudding, then the auction of promises. sold 34 tickets after church this morning!!",
     ["Harvest supper is Sat 3 Oct in the church hall, doors 6.30pm for 7pm",
      "Harvest supper tickets are £12, children £6",
      "Menu is pie and mash and a pudding, followed by the auction of promises",
      "34 harvest supper tickets sold after church on 6 Sep"]),
    ("14/9", "Jean sold 18 at the WI tues, all grown ups, cash in the brown envelope in the vestry drawer. need "
             "someone to do the puds - Pat?",
     ["Jean sold 18 harvest supper tickets at the WI, all adults",
      "The ticket cash is in the brown envelope in the vestry drawer",
      "Someone is needed to do the puddings; Pat may be asked"]),
    ("22.9.", COFFEE,
     # the planted fault: the coffee morning's 21 tickets never make it into memory
     ["Clarke's butchers can do steak and ale pies and a cheese and onion pie for vegetarians",
      "Clarke's want the pie numbers by Fri 25 Sep"]),
    ("Sun 27th", "auction lots so far - Co-op hamper, 2 hrs gardening from Dave, a lemon drizzle a month for a yr "
                 "from Pat 🍋, Mike's doing a lift to the airport. Pat's doing apple crumble for the puds",
     ["Auction of promises lots: a Co-op hamper, 2 hours' gardening from Dave, a lemon drizzle a month for a year "
      "from Pat, and a lift to the airport from Mike",
      "Pat is making apple crumble for the puddings"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-leonards-harvest-2043"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == COFFEE:
            assert "another 21 tickets" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many tickets have we sold now? the hall want to know how many tables to put out"
    hits = []
    for query in ("harvest supper tickets sold", "how many tickets have gone", "ticket sales so far"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 30 Sept 2043. You are talking to Frank, churchwarden at St Leonard's, Ketley; the "
               "harvest supper is Sat 3 Oct in the church hall."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("21", "coffee", "another")), stored
    assert any("cheese and onion" in c for c in context), context
    assert any("34 harvest supper tickets" in c for c in context), context
    assert any("Jean sold 18" in c for c in context), context
    reply = answer(question, context, mock="52 so far - 34 sold after church and 18 Jean sold at the WI.")
finish(question, expected="73 - 34 after church, 18 at the WI and 21 at the coffee morning", actual=reply)
