"""Batch 19 (held out). The same small landlord's notes kept in Zep: Zep facts (sync client against the offline
stand-in server), script style.

App: Dev adds each note to his Zep thread (one user message per note; Zep turns each into a fact on his graph) and
asks questions that the app answers from ``graph.search_edges`` (eight facts). Eighteen notes about his three
flats: rent, deposits (three tenants, three amounts), the check-out at 4 Cross St, quotes for the work after it.

Planted fault (ResponseError, a two-record sum done wrong): Kerry Walsh's deposit at 4 Cross St is "GBP 1,150 with
the DPS"; at the check-out on Mon 30/6 Dev noted "Kerry + me agreed at checkout: GBP 85 for the oven clean and
GBP 40 for the bedroom blind she broke, rest back to her. She signed the form". Both facts are in the context.
Question (Tue 1/7): "How much of Kerry's deposit do I send back?" -> expected "GBP 1,025 (GBP 1,150 less GBP 85
oven clean and GBP 40 blind)". The model answers GBP 1,065, taking off only the cleaning.

Expected verdict: ResponseError at litellm.completion (fault() wraps the answer call). Asserted: the deposit amount
and both agreed deductions are in the context. Another reading: none that we see; nothing in memory changes the
agreed figures (the contractor's GBP 120 quote for the blind was not what was agreed with Kerry).
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b19_zep_lettings_deposit_return_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "dev-lettings", "dev-lettings-notes"
NOTES = [
    "My flats: 1A + 1B at 9 Albert Terrace, and 4 Cross St. All deposits with the DPS",
    "1A Jodie + Sam deposit GBP 980, plus GBP 150 extra for the cat added 6/6 - so GBP 1,130 now",
    "1B Marek deposit GBP 917 (5 wks rent), protected 16/10/24",
    "Cross St Kerry Walsh deposit GBP 1,150 with the DPS since 3/2022, ref DPS 7720-31",
    "Kerry gave notice 28/5 - moving to her mum's, last day Mon 30/6. Keys back to me that day",
    "Checkout Cross St booked Mon 30/6 11am, me + Kerry, using the inventory from 2022 (photos on the drive)",
    "Cross St checkout done. Oven filthy, bedroom blind snapped, 2 small marks on the lounge wall = fair wear imo",
    "Kerry + me agreed at checkout: GBP 85 for the oven clean and GBP 40 for the bedroom blind she broke, rest back "
    "to her. She signed the form",
    "Blinds2U quoted GBP 120 for a made-to-measure blind for Cross St back bedroom - prob get one from Dunelm",
    "Oven clean booked with OvenMagic Thu 3/7 GBP 85, key in the safe",
    "Cross St new tenants from 15/7 - the Ahmeds, GBP 1,095 pcm, deposit will be GBP 1,263",
    "1B Marek's rent 15/6 came in GBP 775 - I'd said knock off GBP 20 for the immersion, fine",
    "DPS says repayment request goes through their site, Kerry gets an email to accept, 5 working days",
    "Painter for Cross St lounge touch up GBP 60, my cost not Kerry's (fair wear)",
    "Jodie + Sam renewing at 1A from 1/9, agreed GBP 875",
    "Council tax Cross St - tell them Kerry out 30/6, empty till 15/7",
    "Gas safety cert 4 Cross St valid to 11/4/26, copy to the Ahmeds",
    "Insurance (landlord policy, Simply Business) renews 1/8 GBP 486 for all 3",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dev")])

question = "How much of Kerry's deposit do I send back?"
facts = client.graph.search_edges(GRAPH, query="Kerry deposit GBP checkout agreed back", page_size=8).items
context = ["Today is Tue 1/7/25."] + [f.fact for f in facts]
assert any("Kerry Walsh deposit GBP 1,150" in c for c in context), context
assert any("GBP 85 for the oven clean and GBP 40 for the bedroom blind" in c for c in context), context
with fault():
    reply = answer(question, context, mock="GBP 1,065 - her GBP 1,150 deposit less the GBP 85 oven clean you agreed "
                                           "at the check-out. Request it through the DPS site.")
finish(question, expected="GBP 1,025 (GBP 1,150 less GBP 85 oven clean and GBP 40 for the blind)", actual=reply)
