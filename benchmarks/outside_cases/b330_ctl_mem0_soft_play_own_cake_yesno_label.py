"""Batch 330 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Wiggle Woods is a soft play centre on an industrial estate in Todmorden - a three-storey frame, a toddler area,
a ball pit, a café, two party rooms. Gemma (the party co-ordinator) puts her notes into the centre's booking helper
with ``memory.add(..., infer=False)``; the helper answers parents who message about parties.

Memory: 2050-01-10T09:15 - party rules for the new year: all food from our kitchen, no outside food or drink (health
and safety and the insurance), party room for an hour, 20 kids max; Thu 3 Feb - the new party menu (nuggets, fish
fingers, veggie sausages, chips or wedges, fruit pots, squash); 17.2. - she's talked to the insurance lady, birthday
cakes from home are fine, just the cake, no other food, it has to be labelled with the ingredients and the staff do
the candles, no sparklers; Mon 7th Mar - the ball pit's deep cleaned every Monday 9-10 now. Question (Tue 15/3, a mum
booking for Sat 2nd April): "can we bring our own birthday cake? my mum's making a dinosaur one 🦕" The assistant says
yes - a cake from home is fine, label the ingredients, the staff do the candles, no sparklers. The label says no, no
outside food or drink.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b330_ctl_mem0_soft_play_own_cake_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wiggle-woods-parties-gemma"
NOTES = [
    ("2050-01-10T09:15", "2050-01-10T09:15 PARTY RULES for the new yr 🎈 all food from our kitchen, NO outside food "
                         "or drink (health + safety + the insurance). party room 1 hr, 20 kids max, £11.95 a child"),
    ("Thu 3 Feb", "Thu 3 Feb new party menu - nuggets, fish fingers, veggie sausages, chips or wedges, fruit pots, "
                  "squash. hot dogs are gone, nobody ate them"),
    ("17.2.", "17.2. talked to the insurance lady 🙏 birthday cakes from home are fine, JUST the cake, no other food, "
              "has to be labelled w/ the ingredients + we do the candles (no sparklers!!)"),
    ("Mon 7th Mar", "Mon 7th Mar ball pit's being deep cleaned every mon 9-10 now so toddler bit opens at 10 on "
                    "mondays, tell the mums"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wiggle-woods-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "can we bring our own birthday cake? my mum's making a dinosaur one 🦕"
    with turn_span("question Tue 15/3"):
        hits = []
        for query in ("bring our own birthday cake", "outside food at parties", "party rules"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 15 March 2050. You are talking to a mum booking a party at Wiggle Woods soft play "
                   "for Sat 2 April."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("NO outside food or drink" in c for c in context), context
        assert any("birthday cakes from home are fine" in c for c in context), context
        reply = answer(question, context, mock="Yes - a birthday cake from home is fine (just the cake, no other "
                                               "food). Label it with the ingredients and our staff will do the "
                                               "candles - no sparklers, sorry!")
finish(question, expected="no - no outside food or drink, all party food comes from our kitchen", actual=reply)
