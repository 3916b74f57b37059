"""Batch 248 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Ovenden Road Surgery's Saturday flu clinic on Sat 8th Oct 2050 relies on volunteers from the patient
participation group - car park, the door, the queue and chairs. Dev (the volunteer co-ordinator) posts in the
volunteers' chat, which goes into a Zep thread; the helper answers volunteers' questions from a graph search of the
facts.

Memory: Dev, 2050-09-05T13:20 - thanks for signing up, Sat 8th Oct, volunteers in for 8.15 please, first patients
at 9, hi-vis in the boiler cupboard; Dev, 22/9 - who's on what: car park Geoff and Maureen, the door Pat, queue and
chairs Ian and Sandra; Dev, Mon 3rd Oct - so many booked they're starting at 8.30 now, not 9, can volunteers be in
for 7.45 please, bacon butties provided, Dr Shah's buying; Dev, Thu 6/10 - rain forecast, umbrellas for the queue.
Question (Fri 7/10, Pat): "what time do I need to be there tomorrow? I'm on the door" The assistant says 7.45 (the
clinic starts at 8.30 now). The label says 8.15.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b248_ctl_zep_flu_clinic_volunteer_arrival_time_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ovenden-road-ppg", "flu-clinic-volunteers-2050"
POSTS = [
    "2050-09-05T13:20 Dev - thank u all for signing up 💉 sat 8th Oct clinic, volunteers in for 8.15 pls, first "
    "patients at 9. hi-vis is in the boiler cupboard by the back door",
    "22/9 Dev - who's on what: car park Geoff + Maureen, the door Pat, queue + chairs Ian + Sandra. I'll float",
    "Mon 3rd Oct Dev - so many booked we're starting at 8.30 now not 9!! can volunteers be in for 7.45 pls. bacon "
    "butties provided, Dr Shah's buying 🥓",
    "Thu 6/10 Dev - forecast's rain, umbrellas for the queue are in reception, + the gazebo if Geoff can get it up",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ovenden Road PPG")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="volunteers chat")])

question = "what time do I need to be there tomorrow? I'm on the door"
context = ["Today is Fri 7 October 2050. You are talking to Pat, a volunteer at Ovenden Road Surgery's Saturday flu "
           "clinic (Sat 8 Oct)."]
for query in ("volunteers arrival time", "what time to be in on saturday", "door duty"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("volunteers in for 8.15 pls" in c for c in context), context
assert any("starting at 8.30 now not 9" in c and "in for 7.45" in c for c in context), context
reply = answer(f"(Pat) {question}", context,
               mock="7.45 please, Pat - the clinic's starting at 8.30 now as so many have booked. Bacon butties "
                    "provided!")
finish(question, expected="8.15", actual=reply)
