"""Batch 281 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Greetland Juniors FC (U7s to U13s) get a new match kit every two seasons from the sports shop in Halifax.
Deb (the junior secretary) puts her notes into the club's helper with ``memory.add(..., infer=False)``; parents ask
it what they owe and when to turn up.

Memory: 2050-07-18T20:00 - new match kit this season, shirt, shorts and socks £35 the set, order forms back by the
5th Aug; 30/7 - training kit's optional, hoodies £18, initials £2 extra; Thu 11 Aug - Brearley's Garage are
sponsoring the shirts this year (their logo on the front), so they're paying for the shirts and it's just shorts and
socks for parents, £15 a set, anyone who's paid £35 gets £20 back; 2050-08-24T19:10 - kit night at the clubhouse Thu
1st Sept 6-7, cash or card. Question (Mon 29/8, Leanne, whose Freddie is in the U8s): "how much do I need to bring
for Freddie's kit on thurs? just the match kit, not bothering with the hoodie" The assistant says £15 (Brearley's are
paying for the shirts, so it's just the shorts and socks). The label says £35.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b281_ctl_mem0_junior_football_kit_how_much_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "greetland-juniors-deb"
NOTES = [
    ("2050-07-18T20:00", "2050-07-18T20:00 NEW KIT ⚽ this season!! shirt, shorts + socks £35 the set, order forms "
                         "back to me by 5th aug, sizes on the sheet (they come up small, go a size up)"),
    ("30/7", "30/7 training kit's optional - hoodies £18, initials £2 extra. same form"),
    ("Thu 11 Aug", "Thu 11 Aug good news 🙌 Brearley's Garage are sponsoring the shirts this yr (logo on the front) so "
                   "they're paying for those - it's just shorts + socks for you lot, £15 a set. anyone who's already "
                   "paid the £35 gets £20 back on kit night"),
    ("2050-08-24T19:10", "2050-08-24T19:10 kit night at the clubhouse thurs 1st sept 6-7, cash or card, try stuff on "
                         "there. shinpads NOT included"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="greetland-juniors-kit"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = ("how much do I need to bring for Freddie's kit on thurs? just the match kit, not bothering with the "
                "hoodie")
    with turn_span("question Mon 29/8"):
        hits = []
        for query in ("match kit price", "how much is the kit", "kit night payment"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 29 August 2050. You are talking to Leanne, whose son Freddie plays for Greetland "
                   "Juniors FC's U8s."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("shirt, shorts + socks £35 the set" in c for c in context), context
        assert any("it's just shorts + socks for you lot, £15 a set" in c for c in context), context
        reply = answer(question, context, mock="£15 - Brearley's Garage are paying for the shirts, so it's just the "
                                               "shorts and socks. Cash or card on Thursday, 6-7.")
finish(question, expected="£35", actual=reply)
