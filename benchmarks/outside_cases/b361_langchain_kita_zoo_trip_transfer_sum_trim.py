"""Batch 361 (held out). A Kita parents' group: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Ilse (German, Elternvertreterin of the Froschgruppe at Kita Regenbogen in Bonn-Poppelsdorf, many parents from
the university) chats with the parents' helper while she sorts the money for June; each turn the chat is trimmed to
its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (2051-05-22T20:30) is the Zooausflug - Do 15.06. to
the Kölner Zoo, Eintritt + Bus 9,50 € per Kind, to the Elternkasse. Turn 2 is the Bringzeit for the Ausflug. In
turn 3 (Fr 26.05.) Ilse writes "sorry, mistake: the Förderverein pays the Bus, so only 6,00 € per Kind - who paid
9,50 € already gets 3,50 € back in cash". Turns 4 to 8 are the Abschiedsgeschenk for Frau Becker (Erzieherin going
in Elternzeit, 5,00 € per family), Herr Nowak's Elternkasse list printed last week (still "Zoo 9,50 €"), the
Sommerfest Kuchenliste, the Schließtage KW 33-35 and the Elternabend. By turn 9 the trim drops turns 1 to 3; turns
4 to 8 stay. A numeric question (a sum of two recorded values): Question (turn 9, Mo 12.06., from a parent): "how
much do I transfer in total for Mila, Zoo + the Geschenk for Frau Becker? doing the Überweisung tonight" ->
expected 11,00 € (6,00 € + 5,00 €). The assistant says 14,50 € (9,50 € + 5,00 €).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
Zoo 6,00 € was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 6,00 €,
the Förderverein or the 3,50 € back); Herr Nowak's list with 9,50 €, the 5,00 € Geschenk and the Kuchenliste are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b361_langchain_kita_zoo_trip_transfer_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("how much do I transfer in total for Mila, Zoo + the Geschenk for Frau Becker? doing the Überweisung "
            "tonight")
TURNS = [
    ("2051-05-22T20:30 Zooausflug Froschgruppe 🦒 Do 15.06. to the Kölner Zoo with the Bus, Eintritt + Bus 9,50 € "
     "per Kind, pls to the Elternkasse (IBAN is in the Kita-App). can u help me keep track of the June money",
     "Sure - Zoo trip Thu 15.06. to the Kölner Zoo by bus, 9,50 € per child for entry and bus, paid to the "
     "Elternkasse."),
    ("Bringzeit that day 7:45 latest, Bus goes 8:00 sharp from the Kita, back ca. 15:30. Rucksack + Regenjacke",
     "Bringzeit 7:45 at the latest on 15.06., the bus leaves 8:00 sharp and is back about 15:30; rucksack and rain "
     "jacket."),
    ("Fr 26.05. sorry, mistake: the Förderverein pays the Bus!! so only 6,00 € per Kind for the Zoo. who paid "
     "9,50 € already gets 3,50 € back in cash from Herr Nowak",
     "Noted - the Zoo is 6,00 € per child now, the Förderverein covers the bus; anyone who paid 9,50 € gets 3,50 € "
     "back in cash."),
    ("Abschiedsgeschenk for Frau Becker, she goes in Elternzeit end of June 👶 5,00 € per family, also to the "
     "Elternkasse, Verwendungszweck 'Becker'",
     "5,00 € per family for Frau Becker's farewell present, to the Elternkasse with the reference 'Becker'."),
    ("Herr Nowak's Elternkasse list (printed last week) 🙄 - 'Zoo 9,50 € - bezahlt: Jonas, Lea, Amir, Sofia ... "
     "Becker 5,00 € - bezahlt: Lea' - i'll ask him for a new one, can u check the names are spelled right",
     "The names on the list look right."),
    ("Sommerfest Kuchenliste is at the Garderobe, we need 12 Kuchen + 2 without Nüsse, Sa 01.07. 14:00",
     "Sommerfest Sat 01.07. at 14:00 - the cake list is at the cloakroom, 12 cakes needed, 2 of them nut-free."),
    ("Schließtage Sommer: KW 33-35, Notbetreuung only with Antrag by 30.06.",
     "Summer closure KW 33 to 35; emergency care only with an application by 30.06."),
    ("Elternabend Di 20.06. 19:30 in the Turnraum, Thema Übergang Schule for the Vorschulkinder",
     "Parents' evening Tue 20.06. at 19:30 in the gym room, about the move to school for the pre-school children."),
    (QUESTION,
     "14,50 € in total - 9,50 € for the Zoo and 5,00 € for Frau Becker's present, both to the Elternkasse."),
]
WINDOW = 11
GONE = ("6,00", "förderverein", "3,50")


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
            assert any("'Zoo 9,50 € - bezahlt" in str(m.content) for m in window), window
            assert any("5,00 € per family" in str(m.content) for m in window), window
            assert any("Kuchenliste" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so only 6,00 € per Kind for the Zoo" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ilse's chat - she is Elternvertreterin of the Froschgruppe at Kita "
                                            "Regenbogen; today Mon 12.06.2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="11,00 € - 6,00 € for the Zoo (the Förderverein pays the bus) + 5,00 € for Frau Becker",
       actual=reply)
