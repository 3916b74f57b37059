"""Batch 396 (held out). A churrascaria's kitchen notes: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Churrascaria Fogo de Taipa, São Paulo, gets ready for the Dia dos Pais lunch, dom 14/08/2050 - the busiest
Sunday of the year, every table booked, rodízio only. Edson (the chefe da churrasqueira) chats with the kitchen's
helper through the week, in his mix of Portuguese and English; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the lunch - 240 cobertos booked, the usual sums, 450
g of raw meat a head, of which picanha 120 g. Turn 2 is the ordering deadline. In turn 3 Edson says scrub that for
the picanha: Seu Arlindo says on Dia dos Pais everyone eats more picanha - last year it ran out at 14h - so it's 180
g a head this time, not 120. Turns 4 to 8 are the fraldinha and the costela, the printed ficha técnica on the wall
(still "picanha 120 g/pax", he'll redo it), the linguiça and the coração, the charcoal and the chope, and the
escala. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, qua 10/08): "quantos kg de
picanha eu peço pro frigorífico pro domingo? são 240 cobertos" -> expected 43,2 kg (240 x 180 g). The assistant
says 28,8 kg (240 x 120 g).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
picanha 180 g a head was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 180 g or the picanha running out); the ficha técnica, the charcoal and the escala are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b396_langchain_churrascaria_picanha_kg_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "quantos kg de picanha eu peço pro frigorífico pro domingo? são 240 cobertos"
TURNS = [
    ("DIA DOS PAIS 🔥 dom 14/08, casa cheia, 240 cobertos reservados, só rodízio. conta de sempre: 450 g de carne "
     "crua por cabeça, picanha 120 g disso. me ajuda a fechar os pedidos essa semana?",
     "Claro - Dia dos Pais dom 14/08, 240 cobertos, só rodízio; conta de 450 g de carne crua por pessoa, picanha 120 g "
     "por pessoa."),
    ("pedido pro Frigorífico Serra Alta tem que sair até qui 11/08 meio-dia, entrega sáb 6h. not sexta, sábado",
     "Pedido ao Frigorífico Serra Alta até qui 11/08 ao meio-dia, com entrega sábado às 6h."),
    ("scrub that da picanha - Seu Arlindo falou que no dia dos pais o povo come mais picanha, ano passado ACABOU às "
     "14h 😬 então 180 g por cabeça dessa vez, não 120. o resto igual",
     "Anotado: picanha passa pra 180 g por pessoa no Dia dos Pais (ano passado acabou às 14h); o resto da conta fica "
     "igual."),
    ("fraldinha e costela - fraldinha 90 g/pax, costela fogo de chão 3 peças inteiras, acende às 5h da manhã",
     "Fraldinha 90 g por pessoa; costela fogo de chão, 3 peças inteiras, fogo aceso às 5h."),
    ("a ficha técnica impressa na parede tá assim: 'RODÍZIO - picanha 120 g/pax, fraldinha 90 g, alcatra 60 g, "
     "cupim 50 g, linguiça 40 g...' depois eu refaço, confere as outras carnes pra mim",
     "As outras carnes da ficha batem com o que você me passou; só a linha que você comentou precisa refazer."),
    ("linguiça e coração - linguiça toscana 40 g/pax, coração de frango 30 g/pax, do Seu Jairo como sempre",
     "Linguiça toscana 40 g e coração de frango 30 g por pessoa, do Seu Jairo."),
    ("carvão 25 sacos de 10 kg, chope 6 barris de 50 L, gelo 40 sacos. Ambev entrega sexta à tarde",
     "Carvão 25 sacos de 10 kg, 6 barris de chope de 50 L e 40 sacos de gelo; a Ambev entrega sexta à tarde."),
    ("escala dom: eu, Baiano, Tião e o Gaúcho na churrasqueira, 8 passadores, Renata no salão. ninguém folga 😅",
     "Domingo: Edson, Baiano, Tião e Gaúcho na churrasqueira, 8 passadores e a Renata no salão, sem folgas."),
    (QUESTION,
     "28,8 kg - 240 cobertos x 120 g de picanha por pessoa. Se quiser folga, arredonda pra 30 kg."),
]
WINDOW = 11
GONE = ("180", "acabou", "come mais picanha")


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
            assert any("'RODÍZIO - picanha 120 g/pax" in str(m.content) for m in window), window
            assert any("carvão 25 sacos" in str(m.content) for m in window), window
            assert any("escala dom" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("então 180 g por cabeça dessa vez, não 120" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Edson's chat - chefe da churrasqueira at Churrascaria Fogo de Taipa; "
                                            "today qua 10/08/2050, Dia dos Pais lunch dom 14/08)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="43,2 kg - 240 x 180 g, a picanha subiu pra 180 g por cabeça no Dia dos Pais", actual=reply)
