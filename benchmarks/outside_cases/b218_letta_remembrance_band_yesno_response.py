"""Batch 218 (held out). A village's Remembrance parade: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the band's note in its block and says they're marching anyway.

App: Church Stretton hold their Remembrance parade on Sun 8th Nov 2048 - form up on the Square, march down Sandford
Avenue and up Church Street to the war memorial, the silence at 11, the wreaths, the Scouts, Guides and Brownies
with their flags. Mike (the Legion branch secretary) and Sue (the town clerk) keep a "parade" block on the town's
Letta agent and add a line as things come up; the helper answers the groups taking part from it.

Planted fault (ResponseError, ignored sufficient context): the block has Mike's 2048-09-02T19:00 line - form up
10.20 on the Square, the Church Stretton Silver Band leading the march to the memorial; his 16th Sept route and road
closure line; his Tue 13th Oct line - the band's short this year, half of them are playing at the Albert Hall with
the Legion's festival band that weekend, so it's just Ray on the drum and a bugler for the Last Post, they'll be
waiting at the memorial, so they march off in silence; and Sue's Weds 21 Oct flags line. Question (Thu 5/11, Jean,
Brown Owl of 1st Church Stretton Brownies): "is the band marching with us from the square? the brownies love
marching behind them" -> expected no (only Ray on the drum and a bugler, waiting at the memorial; the march is in
silence). The model says yes, the Silver Band lead off from the Square.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has both the band-leading line and the 13th Oct line saying they won't march, and it answered from the first.
Asserted: the block has both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b218_letta_remembrance_band_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-church-stretton-remembrance"
LABEL = "parade"
LINES = [
    "2048-09-02T19:00 Mike - REMEMBRANCE SUN 8th nov 🌺 form up 10.20 on the Square, Church Stretton Silver Band "
    "leading us down to the memorial for 10.50. wreaths after the silence",
    "16th Sept Mike - route: Sandford Ave, High St, up Church St. road closure 10.15-11.45 sorted w/ the council, "
    "marshals from the Legion",
    "Tue 13th Oct Mike - band's short this yr 😕 half of them are playing at the Albert Hall w/ the Legion's "
    "festival band that wkend, so it's just Ray on the drum + a bugler for Last Post. they'll be waiting for us at "
    "the memorial, we'll march off in silence",
    "Weds 21 Oct Sue - Scouts + Guides doing the flags, Brownies walking behind the Guides, school laying a wreath",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Church Stretton Remembrance parade 2048 (Legion + town council):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is the band marching with us from the square? the brownies love marching behind them"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Church Stretton Silver Band leading us down to the memorial" in notes, notes
assert "they'll be waiting for us at the memorial, we'll march off in silence" in notes, notes
with fault():
    reply = answer(f"(Thu 5/11/48; Jean, Brown Owl) {question}", notes,
                   mock="Yes - the Church Stretton Silver Band lead the parade off from the Square at 10.20, so the "
                        "Brownies can march behind them.")
finish(question, expected="no - the band's short (half are at the Albert Hall), just Ray on the drum and a bugler "
                          "waiting at the memorial; the march goes off in silence", actual=reply)
