"""Batch 61 (held out), control. A ruby wedding party's guest notes: mem0 Memory (infer=False, each note stored as
it is; in-memory qdrant; embeddings from the scripted local server), one root span per note.

App: Claire keeps the notes for her parents' 40th anniversary party (Sat 18 Sept 2027) in mem0 and asks the
assistant from a search. 44 said yes by the end of August, counting the four Dublin cousins. Then Siobhan rang:
flights that weekend are silly money with the rugby on, so the Dublin four will send a card and do a video call on
the night. So 40 are coming.

No fault planted. Question (Sat 4/9, the caterer wants numbers): "how many are actually coming?" The model answers
40, right per memory. The label says 44. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b61_ctl_mem0_anniversary_guest_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ruby-do"
NOTES = [
    ("2027-07-20", "invites out - 52 sent (paper ones for the aunties, whatsapp for everyone else)"),
    ("24/7", "the Welsh side all yes, 11 of them, Auntie Glen wants to know if there's a step-free way in (there is, "
             "the side door)"),
    ("Aug 3rd", "Dublin cousins (Siobhan, Declan + the 2 girls) - yes!! looking at flights"),
    ("2027-08-21", "Mum's bridesmaid Pauline is coming from Leeds, staying at the Red Lion, can't do stairs"),
    ("31.8.27", "RSVPs closed - 44 yes inc the Dublin 4, 6 no, 2 never answered (chased twice, giving up)"),
    ("2027-09-02", "Siobhan rang - flights that wknd are silly money w the rugby on, so the four of them will send a "
                   "card + we'll do a video call on the night, she was gutted bless her"),
    ("Sept 3", "table plan - 5 round tables of 8, top table for Mum + Dad + the 4 grandkids"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ruby-do"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how many are actually coming?"
    with turn_span("question Sat 4/9"):
        hits = []
        for query in (question, "RSVP yes guests numbers coming", "Dublin cousins Siobhan flights"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 4 September 2027. The caterer wants final numbers for the party."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("44 yes inc the Dublin 4" in c for c in context), context
        assert any("send a card + we'll do a video call" in c for c in context), context
        reply = answer(question, context, mock="40 - 44 said yes, but the four from Dublin aren't flying over, "
                                               "they'll be on a video call.")
finish(question, expected="44 guests", actual=reply)
