"""Batch 178 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note and one for the question.

App: Ketley Bank Primary's science fair is Tue 24th March 2042 in the hall. Staff notes go into the school office's
helper with ``memory.add(..., infer=False)`` (stored as written); the office answers parents from a search.

Memory: Mrs Okoro, 2042-02-27: the letter home - science fair Tue 24th March in the hall, projects in by Fri 20th
March so they can set the tables out, an A3 poster plus the thing itself; Mr Pryce, 9/3: the judges; Mrs Okoro, Mon
16/3: the hall floor's being re-varnished this week so there's nowhere to keep them - the kids can just bring their
projects in on the morning of the fair, Tue 24th, straight onto their table, can the office text parents; 18.3.: the
prizes. Question (Thurs 19/3, a parent): "when have Lily's volcano + poster got to be in by? it's nearly done 🌋" The
assistant says the morning of the fair, Tue 24th - straight onto her table (the hall's being varnished). The label
says Fri 20th March - the date on the letter home.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b178_ctl_mem0_science_fair_projects_in_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ketley-bank-office"
NOTES = [
    ("2042-02-27", "letter home - science fair tue 24th march in the hall 🔬 projects in by fri 20th march so we can "
                   "set the tables out, A3 poster + the thing itself. Mrs Okoro"),
    ("9/3", "Mr Pryce - judges sorted, me for KS1 + 2 governors, clipboards in the staffroom"),
    ("Mon 16/3", "Mrs Okoro - hall floor's getting re-varnished this week 🙄 so nowhere to keep them. kids can just "
                 "bring their projects in on the morning of the fair, tue 24th, straight onto their table. can the "
                 "office text parents pls"),
    ("18.3.", "prizes - £10 book tokens 1st-3rd each key stage + the Ketley Cup, stickers for every1"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ketley-bank-office-2042"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when have Lily's volcano + poster got to be in by? it's nearly done 🌋"
    with turn_span("question Thurs 19/3"):
        hits = []
        for query in ("science fair projects in by", "when to bring projects in", "hall science fair"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thurs 19 March 2042. You are talking to a parent of a child at Ketley Bank Primary; the "
                   "science fair is Tue 24 March."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("projects in by fri 20th march" in c for c in context), context
        assert any("bring their projects in on the morning of the fair, tue 24th" in c for c in context), context
        reply = answer(question, context, mock="On the morning of the fair, Tue 24th - Lily can take them straight to "
                                               "her table (the hall's being varnished this week).")
finish(question, expected="Fri 20th March", actual=reply)
