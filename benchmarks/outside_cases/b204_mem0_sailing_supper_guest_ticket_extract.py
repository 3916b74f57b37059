"""Batch 204 (held out). A sailing club's laying-up supper: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Arnside Sailing Club's laying-up supper is Sat 17th Nov 2046 in the clubhouse, 7.30 for 8 - three courses from
Bryn's Kitchen, a raffle for the junior section, tickets from Ros (the social secretary) or behind the bar. Ros types
her notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it
things.

Planted fault (ExtractionError, a fact dropped at extraction): Ros's first note (2046-09-30T20:15) has tickets at
£22 for members and £26 for guests. Her note of 22.10. says Bryn's put his prices up, so it's £24 members now and
£29 guests, £12 for under 16s - and, in passing, that the raffle's in aid of the juniors' new Topper. The extraction
keeps the members' £24, the under-16s' £12 and the raffle, and drops the new guest price: "£26 for guests" stays the
only guest price stored. Question (Weds 7/11, Phil, a member): "how much for me + my brother in law? he's not a
member, just up for the wk" -> expected £53 (£24 for Phil plus £29 for a guest). The assistant says £50 (£24 + £26).

Expected verdict: ExtractionError at mem0.extract inside the 22.10. add (fault() wraps that one add): the note given
to mem0 has the £29 guest price, and what was made from it leaves it out, so the store never held the price the answer
needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says £24 members and
£29 guests; no stored memory or context line has £29; the old "£26 for guests" line and the new £24 line are in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b204_mem0_sailing_supper_guest_ticket_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "arnside-sc-laying-up-ros"
PRICES = ("22.10. Bryn's put his prices up 🙄 so tickets are £24 members now, guests £29, under 16s £12. still a "
          "bargain for 3 courses + he does the washing up lol. raffle's for the juniors' new Topper btw, prizes to "
          "me")
NOTES = [
    ("2046-09-30T20:15", "LAYING UP SUPPER sat 17th nov ⛵🍷 clubhouse, 7.30 for 8. tickets from me or behind the "
                         "bar - members £22, guests £26. dress = whatever's clean",
     ["The laying-up supper is on Sat 17 Nov in the clubhouse, 7.30 for 8",
      "Supper tickets are from Ros or behind the bar",
      "Supper tickets are £22 for members",
      "Supper tickets are £26 for guests",
      "Dress code for the supper is casual"]),
    ("14/10", "Bryn's Kitchen booked again for the supper, 3 courses, veggie option if u tell me by the 9th. Steve's "
              "doing the bar, Pimm's is off till spring",
     ["Bryn's Kitchen is doing three courses for the supper",
      "Vegetarian option for the supper if Ros is told by 9 Nov",
      "Steve is running the bar at the supper"]),
    ("22.10.", PRICES,
     # the planted fault: the new guest price (£29) is dropped
     ["Member tickets for the supper are now £24 because Bryn has put his prices up",
      "Under-16 tickets for the supper are £12",
      "The supper raffle is for the juniors' new Topper; prizes to Ros"]),
    ("Tue 30th", "48 tickets gone, room for 60 max. Pete's bringing his slides from the Windermere trip, 10 mins "
                 "TOPS Pete",
     ["48 tickets have been sold for the supper, with room for 60",
      "Pete is showing slides from the Windermere trip at the supper, 10 minutes maximum"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="arnside-sc-supper-46"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == PRICES:
            assert "£24 members" in note and "guests £29" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much for me + my brother in law? he's not a member, just up for the wk"
    hits = []
    for query in ("supper ticket prices", "guest ticket price", "how much are tickets for the laying up supper"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 7 Nov 2046. You are talking to Phil, a member of Arnside Sailing Club; the laying-up "
               "supper is Sat 17 Nov."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("29" in s for s in stored + context[1:]), stored
    assert any("£26 for guests" in c for c in context), context
    assert any("now £24" in c for c in context), context
    reply = answer(question, context, mock="£50 - £24 for you as a member and £26 for your brother-in-law as a "
                                           "guest.")
finish(question, expected="£53 - £24 for Phil (member) plus £29 for a guest", actual=reply)
