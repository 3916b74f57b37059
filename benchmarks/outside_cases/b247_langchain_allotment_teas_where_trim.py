"""Batch 247 (held out). A community allotment's open day: LangChain InMemoryChatMessageHistory + trim_messages (by
LangChain's approximate token count, a budget of WINDOW tokens), one root span per turn.

App: Wellholme Park Allotments (42 plots off the rec) hold an open day on Sun 13th July 2051 - plant and produce
stalls, teas and cakes, tours of the plots, a raffle and a kids' trail. Gill (the society secretary) chats with the
society's helper while she organises it; each turn the chat is trimmed to the last WINDOW tokens before the answer
call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the day - Sun 13th, 11 till 4. Turn 2 is the teas -
in the clubhouse (the hut), Maureen and Pat, from 11.30. In turn 3 Gill says it's forecast showers and the hut roof's
leaking again, so the teas are going in the big polytunnel on plot 23 - Raj says fine as long as nobody leans on his
tomatoes - with a cable run from the hut for the urn. Turns 4 to 9 are the stalls, the flyers (500 already printed,
still saying "TEAS & CAKES in the clubhouse from 11.30", not reprinting for that), parking on the rec, the tours,
the raffle and the kids' trail. By turn 10 the trim drops turns 1 to 3; turns 4 to 9 stay. Question (turn 10, Sat
12/7, from Maureen): "where are the teas going? I'm bringing the urn + the trestles down first thing" -> expected the
big polytunnel on plot 23. The assistant says the clubhouse.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that moved the
teas to the polytunnel was in the history and in every window from turn 3 to turn 9, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing on
the polytunnel, plot 23 or Raj's tomatoes); the flyer, the parking and the raffle are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b247_langchain_allotment_teas_where_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402
from langchain_core.messages.utils import count_tokens_approximately  # noqa: E402

QUESTION = "where are the teas going? I'm bringing the urn + the trestles down first thing"
TURNS = [
    ("OPEN DAY 🌻 sun 13th july, 11 till 4, gates on Wellholme Rd open to all. committee said yes last nite. can u "
     "help me keep track, there's a LOT",
     "Happy to - Wellholme Park Allotments open day, Sunday 13 July, 11am to 4pm, gates on Wellholme Road."),
    ("teas + cakes in the clubhouse (the hut) from 11.30, Maureen + Pat running it, cakes donated, £1 a cuppa",
     "Teas and cakes in the clubhouse from 11.30, run by Maureen and Pat; cakes donated, £1 a cup of tea."),
    ("forecast's showers 🙄 + the hut roof's leaking again over the sink, so teas are going in the big polytunnel on "
     "plot 23 instead. Raj says fine as long as nobody leans on his tomatoes 😂 Dave'll run a cable from the hut for "
     "the urn",
     "Got it - the teas move to the big polytunnel on plot 23 (Raj's), with a cable from the hut for the urn; "
     "mind the tomatoes."),
    ("stalls - plant sale by the gate (Sue's seedlings + everyone's spare courgettes), jam + chutney table, honey from "
     "the bee people on plot 7. tables from the church",
     "Stalls: plant sale by the gate, a jam and chutney table, honey from plot 7; tables borrowed from the church."),
    ("printers did the flyers - 'Wellholme Park Allotments OPEN DAY Sun 13th July 11-4. Plants, produce, TEAS & "
     "CAKES in the clubhouse from 11.30, tours, raffle, kids trail'. 500 already printed + half given out, not "
     "reprinting",
     "Flyers are printed (500) and half are out already - no reprint."),
    ("parking on the rec, council said ok, Dave in the hi-vis on the gate. blue badges can come up the track to the "
     "hut",
     "Parking on the rec (council has agreed), Dave on the gate in hi-vis; blue badge holders up the track to the hut."),
    ("tours of the plots at 12 + 2 from the gate, Frank's doing them, about 40 mins, wellies advised",
     "Plot tours at 12 and 2 from the gate with Frank, about 40 minutes; wellies advised."),
    ("raffle - Wilko voucher, a veg box from Kirkgate farm, a bottle of Frank's rhubarb wine (brave). £1 a strip, "
     "drawn at 3.30",
     "Raffle: a Wilko voucher, a Kirkgate farm veg box and Frank's rhubarb wine; £1 a strip, drawn at 3.30."),
    ("kids trail - 10 clues round the plots, sheets from the gate, prize is a sunflower in a pot. Jade's sorting it",
     "Kids' trail: 10 clues round the plots, sheets from the gate, a potted sunflower for finishers; Jade's doing it."),
    (QUESTION,
     "In the clubhouse - the hut - from 11.30, so take the urn and the trestles straight up there."),
]
WINDOW = 500
GONE = ("polytunnel", "plot 23", "tomatoes")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=count_tokens_approximately,
                         start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("TEAS & CAKES in the clubhouse from 11.30" in str(m.content) for m in window), window
            assert any("parking on the rec" in str(m.content) for m in window), window
            assert any("drawn at 3.30" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("teas are going in the big polytunnel on plot 23" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gill's chat - she's secretary of Wellholme Park Allotments; the open day "
                                            "is Sun 13 July 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="in the big polytunnel on plot 23 - the hut roof's leaking", actual=reply)
