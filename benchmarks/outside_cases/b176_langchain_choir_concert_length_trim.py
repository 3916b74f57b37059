"""Batch 176 (held out). A community choir's summer concert: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Severn Harmony, a community choir, has its summer concert on Sat 12th July 2042 at St Chad's - two halves with an
interval (wine and the raffle), tickets from Harveys and from Gill. Gill, the choir's secretary, chats with the
choir's helper while she answers members on WhatsApp; each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says the concert's at St Chad's, 7.30 start,
should all be done by half 9ish with a 20 min interval (wine and the raffle), doors at 7. Turn 2 is the songs ("about
50 mins singing all in"), turn 3 the tickets, turn 4 what to wear, turn 5 the last rehearsal. By turn 6 the trim drops
turn 1; turns 2 to 5 stay. Question (turn 6, Thurs 10/7): "Brenda (alto) asking - how long's the concert? her lift
wants to know when to come back for her" -> expected about 2 hours - 7.30 till half 9ish, with a 20 min interval. The
assistant says about 50 minutes.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
concert's start and finish was in the history and in every earlier window, and this trim cut it from the window the
model saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on 7.30, half 9 or the
interval); the songs (with the 50 minutes), tickets, dress and rehearsal turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b176_langchain_choir_concert_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Brenda (alto) asking - how long's the concert? her lift wants to know when to come back for her"
TURNS = [
    ("summer concert's sat 12th july at St Chad's 🎶 7.30 start, should be all done by half 9ish - 20 min interval w "
     "wine + the raffle. doors 7",
     "Sat 12 July at St Chad's; doors 7, starts 7.30, finishes about 9.30 with a 20-minute interval."),
    ("songs: 1st half Africa, Bridge Over Troubled Water, the Rutter blessing + 3 from the musicals. 2nd half Abba "
     "medley, Hallelujah, Blackbird, Rhythm of Life to finish 🎵 about 50 mins singing all in",
     "Two halves, finishing on Rhythm of Life; about 50 minutes of singing."),
    ("tickets £10, £5 under 16s, on sale at Harveys + from me. 86 gone so far!!",
     "Tickets £10 (£5 under 16s) from Harveys or you; 86 sold."),
    ("dress - black w the teal scarves, sopranos on the left this time bc of the pillar",
     "Black with teal scarves; sopranos on the left."),
    ("last rehearsal weds 9th, 7-9 in the church not the scout hut, bring folders + water",
     "Last rehearsal Wed 9th, 7-9, in the church."),
    (QUESTION,
     "About 50 minutes - that's the singing all in, so your lift won't have long to wait."),
]
WINDOW = 10
GONE = ("7.30", "half 9", "interval", "doors 7")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w.lower() in str(m.content).lower() for m in window for w in GONE), window
            assert any("about 50 mins singing all in" in str(m.content) for m in window), window
            assert any("tickets £10" in str(m.content) for m in window), window
            assert any("teal scarves" in str(m.content) for m in window), window
            assert any("last rehearsal weds 9th" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("7.30 start, should be all done by half 9ish" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gill's chat - she's secretary of Severn Harmony community choir; the "
                                            "summer concert is Sat 12 July 2042; today Thurs 10 July 2042)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="about 2 hours - 7.30 till half 9ish, with a 20 min interval", actual=reply)
