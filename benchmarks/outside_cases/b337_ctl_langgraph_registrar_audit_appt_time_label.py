"""Batch 337 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore through its async API
(aput / asearch), asyncio: two registrar staff log their desk notes from their own tasks (gathered), then the
question's search.

App: the Office of the Registrar at Lakeshore State University keeps the front desk's appointment notes in the
desk helper, one item per note in ("lsu-registrar-desk", "appointments"); students at the window ask it things.

Memory: Tasha, 11/02/2026 9:15 AM - Maya Chen (ID 20417733, senior, Psych) has her graduation audit for December
conferral with Dr. Ruiz on Thu 11/12 at 10:30 AM, Rm 114 Admin Bldg, bring the signed minor form; Tasha, 11/03 1:40
PM - Maya Cheng (ID 20419051) - NOT Maya Chen, different student, a transfer from De Anza - transfer credit review
Thu 11/12 at 2:00 PM with Marcus, Rm 108; Omar, Nov 4 - the diploma name verification cutoff for December
conferral is 11/20 at 5:00 PM; Omar, 11/05 - Maya Chen emailed, her minor form is signed by the Psych chair.
Question (Tue 11/10/2026, Maya Chen, ID 20417733, at the window): "what time is my grad audit on Thursday?" The
assistant says 10:30 AM in Rm 114 with Dr. Ruiz. The label says 2:00 PM - Maya Cheng's appointment, a different
student with a near-identical name.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b337_ctl_langgraph_registrar_audit_appt_time_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("lsu-registrar-desk", "appointments")
NOTES = {
    "tasha": [
        ("11/02/2026 9:15 AM", "Maya Chen (ID 20417733, senior, Psych) - graduation audit for Dec conferral w/ Dr. "
                               "Ruiz, Thu 11/12 at 10:30 AM, Rm 114 Admin Bldg. She needs to bring the signed minor "
                               "form."),
        ("11/03/2026 1:40 PM", "Maya Cheng (ID 20419051) - NOT Maya Chen, different student, transfer from De Anza. "
                               "Transfer credit review Thu 11/12 at 2:00 PM w/ Marcus, Rm 108."),
    ],
    "omar": [
        ("Nov 4", "Reminder: diploma name verification cutoff for Dec conferral is 11/20 at 5:00 PM. Post it at the "
                  "window."),
        ("11/05/2026", "Maya Chen emailed - her minor form is signed by the Psych chair, she'll bring it Thursday."),
    ],
}


async def log_notes(store: InMemoryStore, who: str) -> None:
    for i, (when, text) in enumerate(NOTES[who], 1):
        await store.aput(NS, f"{who}-{i}", {"when": when, "by": who, "note": text})
        await asyncio.sleep(0)


async def main():
    store = InMemoryStore()
    await asyncio.gather(*(log_notes(store, who) for who in NOTES))
    question = "what time is my grad audit on Thursday?"
    items = await store.asearch(NS, limit=20)
    context = ["Today is Tuesday 11/10/2026. You are talking to Maya Chen (student ID 20417733) at the registrar's "
               "front window."] + [f"{it.value['when']} ({it.value['by']}): {it.value['note']}" for it in items]
    assert len(items) == 4, items
    assert any("Maya Chen (ID 20417733" in c and "Thu 11/12 at 10:30 AM" in c for c in context), context
    assert any("NOT Maya Chen, different student" in c and "Thu 11/12 at 2:00 PM" in c for c in context), context
    reply = answer(f"(Maya Chen, ID 20417733) {question}", context,
                   mock="10:30 AM this Thursday (11/12) with Dr. Ruiz in Rm 114, Admin Bldg - and bring your signed "
                        "minor form.")
    finish(question, expected="2:00 PM", actual=reply)


asyncio.run(main())
