"""Batch 144 (held out). A scout group's jamboree trip notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Bev is Scout Leader of 3rd Luddenden Scouts and is taking the troop to the county jamboree at Bradley Wood
(Sat 25th - Fri 31st July: 24 scouts, 5 leaders, a coach there and back, the troop's own patrol tents). She types
her notes into the group's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it
things when parents message.

Planted fault (ExtractionError, omitted at extraction): Bev's note of 14/3 has the coach from Halifax Travel picking
up outside the scout hut at 9am on the Saturday. Her note of 22.3. says Halifax Travel rang - the driver's doing a
Leeds airport run first thing and it's his hours, so the pick up is 10.15 now, scouts at the hut for 10 to load the
kit; and, in the same note, that Oliver's dad (Mr Hirst) is lending his trailer for the tents and the Asda in
Sowerby Bridge is giving 4 gas bottles. The extraction keeps the trailer and the gas bottles and drops the coach
moving. Question (Mon 20/7, Kirsty, Alfie's mum): "what time's the coach going on sat? im on an early so need to
sort who's dropping Alfie" -> expected 10.15 (scouts at the hut for 10; the driver's doing an airport run first).
The assistant says 9am.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 moves the pick up and no memory made from it says so, while the other two facts in the same note were kept;
the search and the answer then worked on what was stored. Asserted: the note has the 10.15 and the airport run; no
stored memory or context line mentions them; the 14/3 line (coach at 9am) and the trailer and gas lines from the
same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b144_mem0_jamboree_coach_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "3rd-luddenden-bev"
MOVED = ("Halifax Travel rang abt the coach - driver's doing a leeds airport run 1st thing sat + its his hours, so "
         "pick up is 10.15 now not 9. scouts at the hut for 10 to load the kit pls. Olivers dad (Mr Hirst) lending "
         "us his trailer for the patrol tents, + Asda at Sowerby Br giving us 4 gas bottles - must send a thank u")
NOTES = [
    ("14/3", "JAMBO - Bradley Wood sat 25/7 to fri 31/7. coach booked w Halifax Travel, picks up outside the scout "
             "hut 9am sat, back fri about 4. 24 scouts + 5 leaders. £185 a head, £50 deposit by easter",
     ["The troop is going to the county jamboree at Bradley Wood from Saturday 25 July to Friday 31 July",
      "The coach from Halifax Travel picks up outside the scout hut at 9am on the Saturday and is back on the "
      "Friday at about 4",
      "24 scouts and 5 leaders are going",
      "The jamboree costs £185 a head with a £50 deposit due by Easter"]),
    ("22.3.", MOVED,
     # the planted fault: the coach pick up moving to 10.15 (the driver's airport run) is dropped; the rest is kept
     ["Oliver's dad, Mr Hirst, is lending his trailer for the patrol tents",
      "Asda in Sowerby Bridge is giving the troop 4 gas bottles; send a thank you"]),
    ("Weds 8 Apr", "kit list out on the app: sleeping bag, roll mat, mess tin + KFS, torch, waterproofs, 2 pr boots, "
                   "NO phones. tents - 6 patrol tents up in the hall, Kestrels' one needs new pegs. Sue doing 1st aid",
     ["The kit list is on the app: sleeping bag, roll mat, mess tin and knife fork spoon, torch, waterproofs, two "
      "pairs of boots; no phones",
      "The 6 patrol tents were put up in the hall; the Kestrels' tent needs new pegs",
      "Sue is doing first aid on the trip"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="3rd-luddenden-jambo"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "10.15" in note and "airport" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the coach going on sat? im on an early so need to sort who's dropping Alfie"
    hits = []
    for query in ("coach pick up time scout hut saturday", "Halifax Travel driver coach moved",
                  "trailer tents gas bottles"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 20 July 2037. You are talking to Kirsty, whose son Alfie is going to the jamboree with "
               "3rd Luddenden Scouts."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("picks up outside the scout hut at 9am" in c for c in context), context
    assert any("trailer" in c for c in context) and any("4 gas bottles" in c for c in context), context
    assert not any(w in s for s in stored + context for w in ("10.15", "airport", "his hours", "load the kit")), \
        stored
    reply = answer(question, context, mock="9am from outside the scout hut on Saturday.")
finish(question, expected="10.15 - scouts at the hut for 10; the driver's doing an airport run first", actual=reply)
