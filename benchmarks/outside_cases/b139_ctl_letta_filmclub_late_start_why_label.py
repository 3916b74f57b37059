"""Batch 139 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Linda, secretary of Easby Village Hall Film Club, keeps a "screenings" block on her Letta agent - the film,
the licence, the projector, the hall bookings - appending a line as things come in; the helper answers members
from the block.

Memory: 12/4 Derek: May's (Aftersun, Fri 15th) will have to start at 8, the projector's away being serviced and
Pete can't get it back from Skipton till gone 7; 22.4. the licence paid; Weds 29th Apr Linda: projector's back
already, Pete dropped it round on Sunday, works a treat - still starting at 8 on the 15th though, the Brownies have
the hall till half 7 for their bridging ceremony and we need a bit to get the chairs out. Question (Thu 14/5,
Maureen): "why's it 8 tmrw not half 7? my lift wants to know" The assistant says the Brownies have the hall till
7.30 for their bridging ceremony, then the chairs have to go out (the projector's back). The label says the
projector's away being serviced - in memory, Derek's reason from 12/4, which fell away when Pete brought it back.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b139_ctl_letta_filmclub_late_start_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-easby-film-club"
LINES = [
    "12/4 Derek - May's one (Aftersun, fri 15th) will have to start at 8 not 7.30, the projector's away being "
    "serviced + Pete can't get it back from Skipton till gone 7",
    "22.4. licence for Aftersun paid, £98, FilmBank ref on the invoice",
    "Weds 29th Apr - projector's back already!! Pete dropped it round sun, works a treat, fan's quiet now. still "
    "starting at 8 on the 15th tho - the Brownies have the hall till half 7 for their bridging ceremony + we need "
    "a bit to get the chairs out",
    "Mon 11/5 - WI doing the interval, choc ices. 41 tickets so far",
]

server = fake_letta()
server.add_agent(AGENT, **{"screenings": "Easby Village Hall Film Club - screenings 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("screenings", agent_id=AGENT)
        client.agents.blocks.update("screenings", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's it 8 tmrw not half 7? my lift wants to know"
with turn_span("question Thu 14/5"):
    notes = client.agents.blocks.retrieve("screenings", agent_id=AGENT).value
    assert "the projector's away being serviced" in notes, notes
    assert "the Brownies have the hall till half 7 for their bridging ceremony" in notes, notes
    reply = answer(f"(Thu 14/5/37, Maureen, a member) {question}", notes,
                   mock="The Brownies have the hall till 7.30 for their bridging ceremony, and then the chairs "
                        "have to go out - the projector's back, so that's not the reason any more.")
finish(question, expected="the projector's away being serviced and won't be back till gone 7", actual=reply)
