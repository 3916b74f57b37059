"""Batch 213 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), search, script style (every call its own trace).

App: St Peter's, Diddlebury, holds its flower festival on Sat 19th and Sun 20th June 2049 - "Hymns We Love", 24
arrangements, teas for the visitors. Margaret (churchwarden) and the PCC put their notes into the parish helper with
``memory.add(..., infer=False, metadata={"date": ...})``; people ask it things.

Memory: 2049-04-06T10:00 Margaret - festival sat 19th + sun 20th june, teas in the church hall as usual, WI sat,
Mothers' Union sun; Tue 27/4 Brenda - somebody said at PCC the hall floor's being sanded in june, is that right?;
30.4. Margaret - the floor men have been and gone, did it over Easter, looks lovely; Weds 12 May Margaret - bad
news, Mrs Lewis let the Scouts have the hall for their jumble sale the same weekend months ago and never wrote it in
the book, so teas are over the road at the old school, the Head says fine as long as they're out by 5. Question
(Mon 14/6, Pat, doing the signs): "why are the teas over at the old school this yr and not in the hall?" The
assistant says the Scouts have the church hall for their jumble that weekend (it got double booked). The label
says because the hall floor's being sanded.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b213_ctl_mem0_flowerfest_teas_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-peters-diddlebury-festival"
NOTES = [
    ("2049-04-06T10:00", "Margaret - FLOWER FESTIVAL 🌸 sat 19th + sun 20th june, 'Hymns We Love', 24 arrangements. "
                         "teas in the church hall as usual, WI sat, Mothers' Union sun"),
    ("Tue 27/4", "Brenda - somebody said at PCC the hall floor's being sanded in june?? is that right, where would "
                 "teas go"),
    ("30.4.", "Margaret - the floor men have been + gone, did it over Easter 👍 looks lovely"),
    ("Weds 12 May", "Margaret - bad news 🙈 Mrs Lewis let the Scouts have the hall for their jumble the same w/e months "
                    "ago + never wrote it in the book, so teas are over the road at the old school. Head says fine "
                    "as long as we're out by 5"),
    ("Fri 4/6", "Pat - I'll do arrows from the lychgate to the old school for the teas, + a sign on the hall door"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-peters-festival-2049"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "why are the teas over at the old school this yr and not in the hall?"
    hits = []
    for query in ("teas in the church hall", "hall floor sanded", "old school teas"):
        hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 14 June 2049. You are talking to Pat from St Peter's, Diddlebury, who's doing the signs "
               "for the flower festival (Sat 19 + Sun 20 June)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("hall floor's being sanded in june" in c for c in context), context
    assert any("did it over Easter" in c for c in context), context
    assert any("Scouts have the hall for their jumble" in c and "old school" in c for c in context), context
    reply = answer(question, context, mock="Because the church hall's double booked - Mrs Lewis let the Scouts have it "
                                           "for their jumble that weekend months ago and never wrote it in the "
                                           "book, so the teas are at the old school (out by 5).")
finish(question, expected="because the hall floor's being sanded", actual=reply)
