"""Batch 359 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS async client (offline stand-in),
asyncio: each sender's messages written by their own task (gathered), then the question's search.

App: Brainy Bunch Tuition (Tampines St 45) runs P6 classes ahead of the PSLE. The centre's parents' group chat goes
into EverMemOS - Ms Jolene (admin), Mr Tan (P6 maths) - and the helper answers parents' questions.

Memory: Jolene, 2051-01-02T10:00 - Term 1 timetable (v1): P6 Math Mr Tan Tue 5pm, P6 Sci Ms Chong Thu 5pm, P6 Eng
Ms Aisha Sat 9am; Mr Tan, 2051-01-10T21:30 - P6 maths parents pls get the Top Schools papers book, S$18 at Popular;
Jolene, 2051-01-16T09:30 - Term 1 timetable v2, pls ignore the v1 sent on 2/1: P6 Sci now Mr Ravi, Fri 5pm, Ms Chong
going maternity leave, rest no change. Question (Sun 22/1, Mrs Chua, whose son Marcus takes P6 maths and science):
"Marcus math + science who teaching ah? want to add the teachers on whatsapp" The assistant says Mr Tan for maths
(the v1 timetable and his own message) and Mr Ravi for science (timetable v2) - two items from different records.
The label says Mr Tan and Ms Chong - the science teacher from the superseded v1 timetable.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b359_ctl_evermemos_tuition_teachers_who_list_label", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "brainy-bunch-tampines-p6-2051"
MESSAGES = {
    "jolene": [("2051-01-02T10:00:00Z", "TERM 1 timetable 📚 P6 Math - Mr Tan, Tue 5-6.30pm. P6 Sci - Ms Chong, Thu "
                                        "5-6.30pm. P6 Eng - Ms Aisha, Sat 9-10.30am. lessons start wk of 9/1"),
               ("2051-01-16T09:30:00Z", "Term 1 timetable v2 - pls ignore the v1 I sent on 2/1 ah 🙏 P6 Sci now Mr "
                                        "Ravi, Fri 5-6.30pm (Ms Chong going maternity leave, congrats!!). the rest no "
                                        "change")],
    "mr-tan": [("2051-01-10T21:30:00Z", "P6 maths parents - pls get the Top Schools exam papers book, S$18 at "
                                        "Popular, bring every lesson from next wk. any qns whatsapp me")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "Marcus math + science who teaching ah? want to add the teachers on whatsapp"
    context = ["Today is Sun 22 January 2051. You are talking to Mrs Chua; her son Marcus takes P6 Math and P6 "
               "Science at Brainy Bunch Tuition."]
    for query in ("P6 math teacher", "P6 science teacher timetable", "who teaching P6"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("P6 Sci - Ms Chong" in c for c in context), context
    assert any("timetable v2" in c and "P6 Sci now Mr Ravi" in c for c in context), context
    assert any("P6 Math - Mr Tan" in c for c in context), context
    reply = answer(question, context, mock="Mr Tan for Math (Tue 5pm) and Mr Ravi for Science (Fri 5pm) - Ms Chong's "
                                           "gone on maternity leave, so the v2 timetable has Mr Ravi.")
    finish(question, expected="Mr Tan (math) and Ms Chong (science)", actual=reply)


asyncio.run(main())
