"""Batch 113 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False; notes stored as
written), search, one root span per note.

App: Kirsty at Pawsabout drops her notes about the dogs into mem0 as she goes; the helper answers her (and Dave, who
covers her walks) from a search.

Memory: the Weds group walk is Bramble, Pip, Ziggy and Monty up Hollow Lane fields; later Bramble went for Pip
again at the stile and Mrs Kaur said fair enough, do her on her own from now on, she'll pay the solo rate.
Question (Tue 23/6, Dave covering): "is bramble in the weds group walk?" The assistant says no, she's on her own
now. The label says yes, with Pip, Ziggy and Monty - that's the group as first written, in memory, but not as it is.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b113_ctl_mem0_dogwalk_bramble_group_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pawsabout-kirsty"
NOTES = [
    ("2/6", "WEDS GROUP walk 10-11.30 Hollow Lane fields: Bramble (kaurs' collie x), Pip, Ziggy + Monty. van fits "
            "4 crates, Monty goes in the back one he's a barker"),
    ("9.6.", "Pip's mum says no treats w chicken in, he's come up in a rash again. got the fish ones"),
    ("Weds 17 Jun", "bramble went for pip AGAIN at the stile, 2nd time, nobody hurt but not having it. rang Mrs "
                    "Kaur - she said fair enough, do her on her own from now on, she'll pay the solo rate. doing "
                    "her 12-1 weds instead"),
    ("19th june", "Monty's harness broke, using the spare red one from the van til they get a new one"),
    ("Mon 22nd", "Dave covering weds 24th + thurs 25th (dentist + Gran's 90th). keys in the tin in the van"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pawsabout"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "is bramble in the weds group walk?"
    with turn_span("question Tue 23/6"):
        hits = []
        for query in ("bramble weds group walk", "bramble on her own solo", "wednesday group dogs Hollow Lane"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 23 June 2037. You are talking to Dave, who's covering Kirsty's walks this week."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("WEDS GROUP walk" in c and "Bramble" in c for c in context), context
        assert any("do her on her own from now on" in c for c in context), context
        reply = answer(question, context, mock="No - she goes out on her own now after going for Pip, Weds 12-1. "
                                               "The group's Pip, Ziggy and Monty.")
finish(question, expected="Yes - she goes with Pip, Ziggy and Monty up Hollow Lane", actual=reply)
