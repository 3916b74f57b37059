"""Batch 329 (held out). A village post bus: Letta core memory block (offline stand-in), one root span per note and
one for the question; the answer call has the changed list of stops in its block and gives the first one.

App: the Cragg Vale post bus (a minibus run by the parish with the post office: the post round in the week, and
from October a Saturday run to Hebden Bridge market) keeps its notes in a "post bus" block on the parish's Letta
agent. Anne (the parish clerk) and Trevor (the drivers' rota) add lines to it; the helper answers villagers' and
the newsletter's questions from the block.

Planted fault (ResponseError, ignored sufficient context): the block has Anne's 2051-08-30T19:20 line - the new
Saturday market run from 7th Oct, stops Church Lane, the Robin Hood, Top o' th' Hill (farm end), the Withens Clough
turn, then Hebden Bridge market, back 12.30; Trevor's 12/9 line - Roy and Barry doing alternate Saturdays, fares as
weekdays; Anne's Tue 26th Sept line - she walked the route with Trevor: the farm track up to Top o' th' Hill is
washed out after the storm and not safe for the bus, so they're skipping it for now (Mr Greenwood will walk down to
the Withens turn), and they're adding the Old School, where the Carrs' wheelchair can get on, it's flat; the rest as
before; and Trevor's Weds 4/10 line - flyers up, 14 names already. Question (Fri 6/10, Janet, who does the parish
newsletter): "which stops is the sat market bus doing? putting it in the newsletter this wk" -> expected Church
Lane, the Old School, the Robin Hood, the Withens Clough turn, then Hebden Bridge market (not Top o' th' Hill for
now). The model gives the first list, with Top o' th' Hill and without the Old School.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first list and the
line that dropped Top o' th' Hill and added the Old School are both in the block the model was given, and it
answered from the first list. Asserted: the block has both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b329_letta_post_bus_market_run_stops_list_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-cragg-vale-parish"
LABEL = "post bus"
LINES = [
    ("2051-08-30", "2051-08-30T19:20 Anne - NEW SAT MARKET RUN from 7th Oct 🚌 stops: Church Lane 9.15, the Robin "
                   "Hood, Top o' th' Hill (farm end), Withens Clough turn, then Hebden Bridge market (drop off by "
                   "the Picture House). back 12.30 from the same place"),
    ("12/9", "12/9 Trevor - Roy + Barry doing alternate sats, fares same as weekdays (£1.50, bus pass free)"),
    ("Tue 26th Sept", "Tue 26th Sept Anne - walked the route w/ Trevor 🥾 the farm track up to Top o' th' Hill's "
                      "washed out after the storm, not safe for the bus so we're skipping it for now (Mr Greenwood "
                      "says he'll walk down to the Withens turn). AND we're adding the Old School - the Carrs' "
                      "wheelchair can get on there, it's flat. rest as before"),
    ("Weds 4/10", "Weds 4/10 Trevor - flyers up in the PO + the Robin Hood, 14 names already!! might need the "
                  "bigger bus"),
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Cragg Vale post bus - notes:"})
client = letta_client(server)
for day, line in LINES:
    with turn_span(f"note {day}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "which stops is the sat market bus doing? putting it in the newsletter this wk"
with turn_span("question Fri 6/10"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "stops: Church Lane 9.15, the Robin Hood, Top o' th' Hill (farm end), Withens Clough turn" in notes, notes
    assert "so we're skipping it for now" in notes and "AND we're adding the Old School" in notes, notes
    with fault():
        reply = answer(f"(Fri 6/10/51; Janet, parish newsletter) {question}", notes,
                       mock="Church Lane (9.15), the Robin Hood, Top o' th' Hill at the farm end, the Withens Clough "
                            "turn, then Hebden Bridge market by the Picture House - back from there at 12.30.")
finish(question, expected="Church Lane, the Old School, the Robin Hood, the Withens Clough turn, then Hebden Bridge "
                          "market - not Top o' th' Hill for now (the farm track's washed out)", actual=reply)
