"""Batch 341 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Gulmohar Heights CHS, Baner, Pune (A, B and C wings) put the maintenance committee's WhatsApp group into a Zep
thread; the helper answers residents from a graph search of the facts.

Memory: Mr Kulkarni (secretary), 2026-01-04 - AGM: lift AMC renewed with Otis, Rs 1.8 lakh for all 3 wings; for
A-wing lift complaints contact him, A-102; Meenakshi aunty (treasurer), 9/1 - B and C wing lift matters will be
handled by Sandeep Rathore (C-504), he's joined the MC as lift in-charge, he has the Otis technician's number;
Mr Kulkarni, Tue 13th Jan - B-wing lift stopped between 3rd and 4th floor last night, Otis came at 11 and fixed it;
Ananya (B-704), 15-01-2026 - thanks all. Question (Sat 17-01-2026, Mrs Iyer, B-902): "B-wing lift again making
grinding noise since morning 😟 whom should I inform?" The assistant says Sandeep Rathore (C-504), the lift
in-charge for B and C wings. The label says Mr Kulkarni, A-102 - who takes A-wing's lift complaints, not B-wing's.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b341_ctl_zep_society_lift_contact_who_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "gulmohar-heights-chs", "mc-group-2026"
POSTS = [
    "2026-01-04 Kulkarni - AGM update 🙏 lift AMC renewed with Otis, Rs 1.8 lakh for all 3 wings. for A-wing lift "
    "complaints kindly contact me, A-102. maintenance hike to Rs 3,200 from April",
    "9/1 Meenakshi aunty - B and C wing lift matters will be handled by Sandeep Rathore (C-504), he has joined the MC "
    "as lift in-charge, he has the Otis technician's number. kindly co-operate",
    "Tue 13th Jan Kulkarni - B-wing lift stopped between 3rd and 4th floor last night 😬 Otis technician came at 11, "
    "fixed, it was a door sensor",
    "15-01-2026 Ananya B-704 - thanks all for the quick help on the lift 🙏",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gulmohar Heights MC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="mc group")])

question = "B-wing lift again making grinding noise since morning 😟 whom should I inform?"
context = ["Today is Sat 17 January 2026. You are talking to Mrs Iyer, B-902, a resident of Gulmohar Heights CHS."]
for query in ("lift complaint contact", "who handles B wing lift", "Otis lift AMC"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("for A-wing lift complaints kindly contact me, A-102" in c for c in context), context
assert any("B and C wing lift matters will be handled by Sandeep Rathore" in c for c in context), context
reply = answer(f"(Mrs Iyer, B-902) {question}", context,
               mock="Please inform Sandeep Rathore (C-504) - he's the lift in-charge for B and C wings and has the "
                    "Otis technician's number.")
finish(question, expected="Mr Kulkarni, A-102", actual=reply)
