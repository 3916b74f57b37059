"""Batch 173 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: 1st Haddon Scouts are sending two teams round the district's Edale hike challenge on Sat 16th June 2040. Skip and
Akela put their notes into the troop's helper with ``memory.add(..., infer=False)``; parents ask it about the day.

Memory: Skip, 2040-05-20T20:30: hike challenge sat 16th June, 8am start from Edale village hall, kit check there 7.30,
minibus from the hut 6.15 sharp; Akela, Tue 5th June: district have sent the start list - with 40-odd teams they're
letting us off in waves this year, ours are 9.10 + 9.20, so no need to be up at silly o'clock, the minibus can go from
the hut 7.30ish, kit check at the hall 8.40; Skip, 5/6: kit list (waterproofs, 2L water, lunch, whistle, NO cotton);
Akela, 2040-06-12T19:00: pick up back at the hut about half 6, they'll text from the minibus. Question (Thu 14/6, a
parent): "what time do I need to get Josh to the hut on sat morning?" The assistant says about 7.30 - the minibus
leaves the hut 7.30ish now the teams start in waves (9.10 and 9.20). The label says 6.15 - the minibus time first
given.

Expected verdict: AnnotationError (nothing planted; the answer is right per memory and the label is the time from the
first note, which the later start list made obsolete).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b173_ctl_mem0_scouts_minibus_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "1st-haddon-scouts-leaders"
NOTES = [
    ("2040-05-20T20:30", "Skip - hike challenge sat 16th june! 8am start from Edale village hall, kit check there 7.30, "
                         "so minibus from the hut 6.15 SHARP. 2 teams of 5"),
    ("Tue 5th June", "Akela - district have sent the start list thru, 40-odd teams so they're letting us off in waves "
                     "this yr, ours are 9.10 + 9.20 🙌 no need to be up at silly o'clock, minibus can go from the hut "
                     "7.30ish, kit check at the hall 8.40"),
    ("5/6", "Skip - kit list: waterproofs top + bottom, 2L water, lunch, whistle, map case, spare socks, NO cotton"),
    ("2040-06-12T19:00", "Akela - pick up back at the hut about half 6 sat evening, we'll text from the minibus"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="1st-haddon-hike-2040"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what time do I need to get Josh to the hut on sat morning?"
    with turn_span("question Thu 14/6"):
        hits = memory.search("minibus from the hut time saturday morning start", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 14 June 2040. You are talking to a parent of Josh, a scout in one of 1st Haddon's "
                   "teams on the district hike challenge (Sat 16 June)."]
        for h in hits:
            line = f"{(h.get('metadata') or {}).get('date', '')}: {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("minibus from the hut 6.15 SHARP" in c for c in context), context
        assert any("minibus can go from the hut 7.30ish" in c for c in context), context
        reply = answer(question, context, mock="About 7.30 - the minibus goes from the hut 7.30ish, as our teams "
                                               "start in the later waves (9.10 and 9.20). Kit check's at the hall "
                                               "8.40.")
finish(question, expected="6.15 - the minibus leaves the hut at 6.15 sharp", actual=reply)
