"""Batch 313 (held out). A pumpkin patch farm: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Hollin Hall Farm open their pumpkin patch every day in October 2050 - pick your own with wheelbarrows, tractor
rides, a café doing soup and pumpkin pie, hay bales for photos. Janet (the farmer's wife, who runs it) types her
notes into the farm's staff helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the Saturday
staff ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Janet's note of 2050-09-12T20:10 has the pick your own
in the Top Field, the one up past the hen sheds. Her note of Mon 3 Oct says the Top Field's like a swamp after
Friday's rain - cars stuck, two wellies lost for good - so from Tuesday the pick your own is in Barn Croft, the flat
one behind the big barn, and Jack's moving the signs; and, in passing, they need more wheelbarrows and the photo hay
bales want restacking. The extraction keeps the wheelbarrows and the hay bales and drops the move: the Top Field
stays the only picking field stored. Question (Fri 7/10, Kelly, new on the gate): "which field am I sending people
to for picking tomorrow? first day on the gate 😬" -> expected Barn Croft, the flat field behind the big barn (the
Top Field's waterlogged). The assistant says the Top Field, up past the hen sheds.

Expected verdict: ExtractionError at mem0.extract inside the Mon 3 Oct add (fault() wraps that one add): the note
given to mem0 moves the picking to Barn Croft, and what was made from it leaves that out, so the store never held
the field the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names Barn Croft; no stored memory or context line mentions Barn Croft, the swamp or the stuck cars; the
wheelbarrows from the same note are stored; the first note's Top Field is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b313_mem0_pumpkin_patch_pick_field_which_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollin-hall-pumpkins-janet"
CUT = ("Mon 3 Oct - what a wknd 😩 Top Field's like a swamp after fri's rain, 3 cars stuck + 2 wellies lost for good "
       "lol. so from tmrw pick ur own is in Barn Croft, the flat one behind the big barn, Jack's moving the signs "
       "tonite. ALSO we need more wheelbarrows, ask round ur families, + the photo hay bales want restacking b4 "
       "they fall on some poor child")
NOTES = [
    ("2050-09-12T20:10", "PUMPKIN PATCH 🎃 opens sat 1st oct, every day thru oct 10-4. pick ur own is in the Top "
                         "Field (the one up past the hen sheds), wheelbarrows at the gate. £3 entry incl a little "
                         "pumpkin, under 3s free",
     ["The pumpkin patch opens Sat 1st Oct, every day through October, 10-4",
      "Pick your own is in the Top Field, the one up past the hen sheds",
      "Entry is £3 and includes a little pumpkin; under 3s are free"]),
    ("24/9", "24/9 tractor rides on the hour from the yard, Jack driving, £2. cafe doing soup + pumpkin pie, Sue's "
             "baking, card machine's fixed (finally)",
     ["Tractor rides run on the hour from the yard, Jack driving, £2",
      "The café is doing soup and pumpkin pie, Sue is baking",
      "The café card machine is fixed"]),
    ("Mon 3 Oct", CUT,
     # the planted fault: the move to Barn Croft is dropped
     ["More wheelbarrows are needed - staff to ask round their families",
      "The photo hay bales need restacking"]),
    ("Thu 6/10", "Thu 6/10 school groups booked weds mornings, 3 so far 👍 staff - name badges on pls + hi vis when "
                 "ur in the car park. Kelly starts sat on the gate w/ Mo",
     ["School groups are booked on Wednesday mornings, 3 so far",
      "Staff wear name badges, and hi-vis in the car park",
      "Kelly starts on Saturday on the gate with Mo"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollin-hall-pumpkins-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "pick ur own is in Barn Croft, the flat one behind the big barn" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which field am I sending people to for picking tomorrow? first day on the gate 😬"
    with turn_span("question Fri 7/10"):
        hits = []
        for query in ("which field is pick your own in", "picking field", "where do people pick pumpkins"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 7 October 2050. You are talking to Kelly, who starts on the gate at Hollin Hall "
                   "Farm's pumpkin patch tomorrow."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("barn croft", "swamp", "stuck", "behind the big barn")), stored
        assert any("Pick your own is in the Top Field" in c for c in context), context
        assert any("wheelbarrows" in s for s in stored), stored
        reply = answer(question, context, mock="The Top Field - the one up past the hen sheds. Wheelbarrows are at "
                                               "the gate.")
finish(question, expected="Barn Croft, the flat field behind the big barn - the Top Field's waterlogged",
       actual=reply)
