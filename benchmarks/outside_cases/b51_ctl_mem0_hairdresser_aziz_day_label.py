"""Batch 51 (held out), control. A mobile hairdresser's client notes: mem0 Memory (infer=False: each note stored
as written; the local model server only embeds), one root span per note.

App: Kerry Bishop (mobile hairdresser, Tenbury and Bromyard) keeps client notes in mem0 with ``memory.add(messages,
user_id="kerry-hair", infer=False, metadata={"date": ...})`` and asks an assistant about her week. Mrs Aziz has
had a colour and cut every other Tuesday at 10 for years. In September she told Kerry she now looks after her
grandchildren in Leeds on Tuesdays and Wednesdays and stays over, so from October she's booked on Fridays, same
time.

No fault planted. Question (Mon 19/10): "what day do I do Mrs Aziz these days?" The model answers Friday, right per
memory. The label says Tuesday, her day for years. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b51_ctl_mem0_hairdresser_aziz_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kerry-hair"
NOTES = [
    ("2026-03-03", "Mrs Aziz - every other tues 10am, colour (Wella 5/0, 30ml + 6%) + cut, £52. parks me on the "
                   "drive, always tea + a samosa lol"),
    ("2026-05-14", "Jean Lowe cut + blow dry every 5 wks, £26 + £4 travel, thurs or fri aft"),
    ("2026-07-21", "mrs aziz did a strand test for going lighter, said no in the end, stick w 5/0"),
    ("2026-09-08", "Mrs A says she's having the grandkids in Leeds tues + weds now (her son's gone back to work "
                   "full time) & stays over the tues night, so from Oct can I do her fridays, same 10 o'clock. "
                   "booked fri 2/10, 16/10, 30/10"),
    ("2026-09-15", "Oakfield care home every other weds, 7 ladies £14 each"),
    ("14.10.26", "Cotterills both want cuts before their cruise, sat 24th?"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kerry-hair"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what day do I do Mrs Aziz these days?"
    with turn_span("question Mon 19/10"):
        hits = memory.search("Mrs Aziz day tues fridays appointment", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 19 October 2026."] + [h["memory"] for h in hits]
        assert any("every other tues 10am" in c for c in context), context
        assert any("can I do her fridays" in c for c in context), context
        reply = answer(question, context, mock="Fridays now, still 10 o'clock - next one's Fri 30 Oct.")
finish(question, expected="tuesday, every other week at 10", actual=reply)
