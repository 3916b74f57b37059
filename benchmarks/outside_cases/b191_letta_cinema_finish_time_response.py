"""Batch 191 (held out). A village cinema night: Letta core memory block (offline stand-in), one root span per line
added and one for the question; the answer call has the short film and the interval in its block and leaves both out.

App: Longden village film club shows "The Lavender Hill Mob" on Fri 5th June 2043 in Longden village hall - doors 7,
starting 7.30 sharp, ices and the raffle at the interval. Rob (the club's organiser) keeps a "film night" block on the
club's Letta agent and adds a line as things are sorted; members ask it.

Planted fault (ResponseError, ignored sufficient context): the block has the film and the 7.30 start
(2043-04-14T19:00); the licence and the running time, 81 mins (22.4.); Tue 28th April - a proper 20 min interval half
way for ices and the raffle; 16th may - the school's film club have made a 10 min short about the village, shown first
before the main film; 1/6 - the ices. Question (Weds 3/6, Pam, booking her mum's taxi): "what time will it finish
fri? need to book mum's taxi home" -> expected about 9.20 (7.30 + the 10 min short + 81 mins + the 20 min interval =
9.21). The model adds only the film's 81 minutes and says about 8.50.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every line the finish
time needs - the 7.30 start, the 81 mins, the 20 min interval and the 10 min short first - is in the block the model
was given, and it left the interval and the short out. Asserted: the block has all four.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b191_letta_cinema_finish_time_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-longden-film-club"
LABEL = "film night"
LINES = [
    "2043-04-14T19:00 june film 🎬 'The Lavender Hill Mob', fri 5th june, doors 7, starting 7.30 sharp (Pam's "
    "insisting, last time we waited for the Hendersons)",
    "22.4. licence thru Filmbank £89 + the poster pack. it's 81 mins, black + white, Pam's thrilled",
    "Tue 28th April - doing a proper interval this time, 20 mins half way for ices + the raffle, not the 5 min pee "
    "break like Feb",
    "16th may - the school's film club have made a 10 min short about the village 🎥 we're showing it first before "
    "the main film, kids'll bring their grans so expect a full house",
    "1/6 ices off Mr Bates - tubs £1.50, choc ices £1.20, in the freezer by 6",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Longden film club - June film night 2043 (Rob):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time will it finish fri? need to book mum's taxi home"
with turn_span("question Weds 3/6"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "starting 7.30 sharp" in notes and "it's 81 mins" in notes, notes
    assert "20 mins half way for ices" in notes, notes
    assert "10 min short about the village" in notes and "showing it first before the main film" in notes, notes
    with fault():
        reply = answer(f"(Weds 3/6/43; Pam, booking her mum's taxi) {question}", notes,
                       mock="About 8.50 - it starts at 7.30 and the film's 81 minutes.")
finish(question, expected="about 9.20 - 7.30 start + the 10 min school short + 81 mins + a 20 min interval",
       actual=reply)
