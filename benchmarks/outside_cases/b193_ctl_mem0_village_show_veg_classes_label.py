"""Batch 193 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, so each note is
stored as written; in-memory qdrant), script style (every call its own trace).

App: Wrockwardine Wood Village Show is Sat 22nd Aug 2043 on the school field - veg, flowers, baking, a children's
section, the Hartley cup for the best exhibit in show. Sheila (the show secretary) keeps her notes in the show's
helper with ``memory.add(..., infer=False)``; would-be exhibitors ask it things.

Memory: 2043-03-09T19:00 - veg classes same as last year: 3 white onions, 5 potatoes, heaviest marrow, 5 runner
beans, 3 carrots, any other veg; Weds 8 Apr - onions: nobody's put any in two years running, not since the white rot
went round the allotments, so the committee said let's not bother this time; "funniest shaped veg" for the under 12s
goes in the gap, Tom's idea; 16th May - schedule back from the printers, in the shop and the pub, 50p a class; Tue
23rd June - Dennis asking if his onions can go in any other veg now, yes that's fine, he's still sulking. Question
(Sat 1/8, Jean, new to the village): "which veg classes are there this yr? thinking of having a go" The assistant
lists 5 potatoes, heaviest marrow, 5 runner beans, 3 carrots, any other veg, and funniest shaped veg for the under
12s. The label is last year's list, with the 3 white onions and without the funniest shaped veg.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b193_ctl_mem0_village_show_veg_classes_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wrockwardine-wood-show-sheila"
NOTES = [
    ("2043-03-09T19:00", "veg classes same as last yr 🥕 3 white onions, 5 potatoes, heaviest marrow, 5 runner beans, "
                         "3 carrots, any other veg. schedule to the printers by easter"),
    ("Weds 8 Apr", "onions 😢 nobody's put any in 2 yrs running, not since the white rot went round the allotments, "
                   "so committee said let's not bother this time. 'funniest shaped veg' for the under 12s goes in "
                   "the gap - Tom's idea"),
    ("16th May", "schedule back from the printers, 200 copies, in the shop + the Bell. 50p a class, entries to me by "
                 "the weds before"),
    ("Tue 23rd June", "Dennis asking if his onions can go in any other veg now - yes thats fine. he's still sulking "
                      "lol"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wrockwardine-show-2043"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which veg classes are there this yr? thinking of having a go"
    hits = []
    for query in ("veg classes this year", "which classes are in the show schedule", "onions class"):
        hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Sat 1 Aug 2043. You are talking to Jean, new to the village, who's thinking of entering the "
               "veg classes at Wrockwardine Wood Village Show (Sat 22 Aug)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("3 white onions, 5 potatoes, heaviest marrow" in c for c in context), context
    assert any("let's not bother this time" in c and "funniest shaped veg" in c for c in context), context
    assert any("onions can go in any other veg" in c for c in context), context
    reply = answer(question, context, mock="5 potatoes, heaviest marrow, 5 runner beans, 3 carrots and any other veg "
                                           "- plus 'funniest shaped veg' for the under 12s. No onion class this "
                                           "year.")
finish(question, expected="3 white onions, 5 potatoes, heaviest marrow, 5 runner beans, 3 carrots, any other veg",
       actual=reply)
