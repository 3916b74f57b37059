"""Batch 386 (held out). A festa band club's marċ tal-briju: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: the Soċjetà Filarmonika San Rokku of Ħal Qamħi play the village festa (Sun 20/08/2051) - the marċ tal-briju
on the Saturday night, the procession on the Sunday, the petards, a visiting band, the club bar. Christine (the band
secretary) chats with the club's helper while she sorts festa week; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the marċ - Sat 19/08, meet at the każin at 8pm, off
at 8.30 down Triq il-Kbira to the pjazza. Turn 2 is the new uniforms. In turn 3 Christine says scrub that about the
każin: the kappillan wants the marċ to start after the 7pm mass is out and Triq il-Kbira is dug up for the cables,
so they meet at the Kalvarju chapel at 9pm and come up Triq San Pawl, the surmast is ok with it. Turns 4 to 8 are
the visiting band, the printers' proof of the programme (still "Marċ tal-Briju mill-Każin 8.00pm", she'll ring
them), the petards at the pjazza, the bar roster and the junior band. By turn 9 the trim drops turns 1 to 3; turns 4
to 8 stay. Question (turn 9, Thu 17/08, for her cousin): "where do we meet for the marċ tal-briju on saturday? my
cousin's coming over from Gozo to play the drum with us" -> expected the Kalvarju chapel at 9pm. The assistant says
the każin at 8pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
meeting place to the Kalvarju chapel was in the history and in every window from turn 3 to turn 8, and this trim cut
it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn
9's (nothing on the Kalvarju, Triq San Pawl or 9pm); the programme proof, the petards and the bar roster are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b386_langchain_festa_band_march_where_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("where do we meet for the marċ tal-briju on saturday? my cousin's coming over from Gozo to play the drum "
            "with us")
TURNS = [
    ("MARĊ TAL-BRIJU 🎺 sat 19/08, we meet at the każin 8pm, off at 8.30 sharp down Triq il-Kbira to the pjazza. "
     "can u help me keep on top of festa week, it's madness as usual",
     "Of course - marċ tal-briju Sat 19/08: meet at the każin at 8pm, off at 8.30 down Triq il-Kbira to the pjazza."),
    ("uniforms - the new navy jackets are at the tailor in Ħamrun, ready thu, €65 each, the club pays half",
     "The new navy jackets are ready at the tailor on Thursday, €65 each with the club paying half."),
    ("scrub that about the każin - the kappillan wants the marċ to start after the 7pm mass is out, and Triq il-Kbira "
     "is all dug up for the cables anyway 🙄 so we meet at the Kalvarju chapel at 9pm + come up Triq San Pawl to the "
     "pjazza. surmast's ok with it",
     "Noted - the marċ now starts from the Kalvarju chapel: meet there at 9pm and come up Triq San Pawl to the "
     "pjazza, after the 7pm mass; the surmast has agreed."),
    ("visiting band - La Stella from Ħal Tuta, 30 players, they join us at the pjazza. need drinks + a plate of "
     "pastizzi for them after",
     "La Stella from Ħal Tuta, 30 players, join at the pjazza; drinks and pastizzi for them afterwards."),
    ("printers sent the programme proof - 'Is-Sibt 19 t'Awwissu: Marċ tal-Briju mill-Każin 8.00pm ... Nar tal-Ajru "
     "11.00pm' - ħa nċempel lilhom tomorrow, can u check the names of the marches",
     "The march titles on the proof look right; the line you mentioned is the only thing to sort with the printers."),
    ("petards - the kamra tan-nar are doing the murtali at the pjazza at 11 after the marċ, band has to be off the "
     "square by 10.45",
     "Fireworks at the pjazza at 11 after the marċ; the band must be off the square by 10.45."),
    ("bar roster sat - Ray + Doris till 10, Ġanni + the Zammit brothers till close. Cisk kegs coming fri",
     "Bar on Saturday: Ray and Doris till 10, then Ġanni and the Zammit brothers till close; kegs arrive Friday."),
    ("the banda taż-żgħar (the juniors) play the first 3 marches only, parents pick them up at the pjazza by 10",
     "The junior band plays the first three marches; parents collect them at the pjazza by 10."),
    (QUESTION,
     "At the każin at 8pm - you're off at 8.30 down Triq il-Kbira to the pjazza, so tell him to be there early."),
]
WINDOW = 11
GONE = ("kalvarju", "san pawl", "9pm", "mass is out")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Marċ tal-Briju mill-Każin 8.00pm" in str(m.content) for m in window), window
            assert any("murtali at the pjazza at 11" in str(m.content) for m in window), window
            assert any("Ġanni + the Zammit brothers" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so we meet at the Kalvarju chapel at 9pm" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Christine's chat - she's secretary of the Soċjetà Filarmonika San Rokku, "
                                            "Ħal Qamħi; today Thu 17/08/2051, the festa is Sun 20/08)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="at the Kalvarju chapel at 9pm - the marċ starts after the 7pm mass and Triq il-Kbira is "
                          "dug up", actual=reply)
