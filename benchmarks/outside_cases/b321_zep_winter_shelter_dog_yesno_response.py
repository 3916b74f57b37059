"""Batch 321 (held out). An interfaith winter shelter: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the change that lets dogs in at tonight's venue in its context and says no.

App: Huddersfield Faiths Winter Night Shelter runs Dec 2050 to Mar 2051, a different venue each night - Mon the
Central Mosque, Tue St Patrick's, Weds the synagogue hall, Thu the Methodists, Fri-Sun the URC - 12 camp beds, an
evening meal and breakfast, volunteers on evening and overnight shifts. Sam (the coordinator), Fr Michael (St
Patrick's) and Hannah (breakfasts) put the coordinators' chat into a Zep thread; the helper answers volunteers'
questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sam's 2050-11-14T19:00 house rules - no
alcohol on site, no dogs at any venue (the insurance says no), lights out 10.30; Fr Michael's 23/11 - St Patrick's
is Tuesday nights, 12 beds, showers in the presbytery; Sam's Mon 5th Dec - the Dogs Trust Hope Project have sorted
the insurance, so dogs are OK at St Patrick's and the URC on a lead, sleeping by their owner's bed at the lobby end,
Dogs Trust bedding pack in the cupboard, still no dogs on the mosque or synagogue nights; Hannah's Thu 8th Dec -
breakfast rota. Question (Tue 13/12, Jo, evening shift at St Patrick's): "Darren's asking if he can bring his dog
Tyson in tonight - is that ok? he won't come in without him" -> expected yes (St Patrick's, Tuesday: on a lead, by
his bed at the lobby end, bedding pack in the cupboard). The model says no - no dogs at any venue, the insurance.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the Dogs Trust insurance letting dogs in at St Patrick's on Tuesdays, and the model gave the old rule.
Asserted: the context has both the old rule and the Dogs Trust change.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b321_zep_winter_shelter_dog_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hudds-faiths-shelter", "coordinators-2050"
POSTS = [
    "2050-11-14T19:00 Sam - house rules for the shelter 🛏️ no alcohol on site, no dogs at any venue (insurance says "
    "no, sorry), lights out 10.30, guests out by 8",
    "23/11 Fr Michael - St Patrick's is tues nights, 12 camp beds in the parish hall, showers in the presbytery",
    "Mon 5th Dec Sam - GOOD NEWS 🐶 the Dogs Trust Hope Project have sorted the insurance so dogs are ok at St "
    "Patrick's + the URC on a lead, sleeping by their owner's bed at the lobby end, Dogs Trust bedding pack's in the "
    "cupboard. still no dogs on the mosque or synagogue nights (prayer hall + kitchen rules) sorry",
    "Thu 8th Dec Hannah - breakfast rota sorted, cereal + toast every day, bacon butties sundays at the URC only",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hudds Faiths Shelter")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="coord chat")])

question = "Darren's asking if he can bring his dog Tyson in tonight - is that ok? he won't come in without him"
context = ["Today is Tue 13 December 2050. You are talking to Jo, on the evening shift at St Patrick's for "
           "Huddersfield Faiths Winter Night Shelter."]
for query in ("dogs at the shelter", "can guests bring a dog", "St Patrick's tuesday"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("no dogs at any venue" in c for c in context), context
assert any("dogs are ok at St Patrick's + the URC on a lead" in c for c in context), context
with fault():
    reply = answer(f"(Jo) {question}", context,
                   mock="Sorry, no - there are no dogs at any of the shelter venues, the insurance doesn't cover it.")
finish(question, expected="yes - dogs are ok at St Patrick's now on a lead, by his bed at the lobby end (Dogs Trust "
                          "sorted the insurance)", actual=reply)
