"""Batch 31 (held out), control. A community orchestra secretary's notes: mem0 Memory with ``infer=False`` (each note
stored as written; local model server for embeddings, in-memory qdrant), search, script style.

App: Priya, secretary of the Isle of Ely Sinfonia, keeps her notes on concerts, the church and the players in mem0
under the orchestra's user id and asks the assistant from a search. The spring concert on Sat 5 April was printed
on the posters as a 7.30pm start. The vicar then asked for the nave to be clear by 9 for the bell ringers' quarter
peal practice, and Martin, the conductor, agreed to begin at 7 with a short break.

No fault planted. Question (Thu 3/4): "what time does Saturday's concert start? my mum's coming". The model
answers 7pm, right per memory. The label says half past seven, the time on the posters. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b31_ctl_mem0_orchestra_concert_start_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ely-sinfonia"
NOTES = [
    ("2025-03-01", "Spring concert Sat 5/4 St Mary's - Elgar Serenade, Beethoven 7, Finlandia w the choir. 7.30pm, "
                   "call 6.15. Posters (200) printed + FB event up"),
    ("2025-03-04", "Tickets £12 / £10 conc, under 16s free, Gwen doing the door w the card reader"),
    ("2025-03-10", "Choir (Ely Community Singers) need 4 rows of chairs behind the brass for Finlandia"),
    ("2025-03-18", "Rev Sue rang - bell ringers have the tower from 9 sharp on the 5th (quarter peal practice, they "
                   "booked it last yr). Can we be out of the nave by then? Spoke to Martin, we'll begin at 7 and "
                   "just do a 10 min break, no raffle. Stickers for the posters + a line on FB"),
    ("2025-03-20", "Interval drinks - WI say it's not worth it for a 10 min break, water on the side table"),
    ("2025-03-25", "Strings sectional done, Martin happy w the 2nd mvt at last"),
    ("2025-03-28", "Sold 96 so far, church seats 180"),
    ("2025-04-01", "Stickers on all the posters in town, Hannah did the ones at the station + the library"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sinfonia"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what time does Saturday's concert start? my mum's coming"
    hits = memory.search("spring concert Saturday start time 7.30 begin posters", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Thu 3/4/25."] + [h["memory"] for h in hits]
    assert any("7.30pm, call 6.15" in c for c in context), context
    assert any("we'll begin at 7" in c for c in context), context
    reply = answer(question, context, mock="7pm - Martin agreed to begin at 7 with just a 10-minute break so the "
                                           "church is clear for the bell ringers at 9.")
finish(question, expected="Half seven - it's on the posters", actual=reply)
